import type { PayloadRequest } from 'payload';
import { hasRole } from '../../access/roles';
import { routes } from '../../../config/routes';
import { siteUrl } from '../../../data/site-url';

interface ResetArgs {
  req?: PayloadRequest;
  token?: string;
  user?: { roles?: readonly string[] | null };
}

/** A customer resets their password on the site's account pages; staff in the studio, as Payload does. */
const resetUrl = ({ token = '', user }: ResetArgs = {}) =>
  hasRole(user, 'admin', 'editor', 'shop_manager')
    ? `${siteUrl()}/admin/reset/${token}`
    : `${siteUrl()}${routes.resetPassword(token)}`;

export const resetMailSubject = () => 'איפוס הסיסמה';

export const resetMailHtml = (args?: ResetArgs) => {
  const url = resetUrl(args);
  return `<p>התקבלה בקשה לאיפוס הסיסמה של החשבון שלך באתר. לבחירת סיסמה חדשה:</p><p><a href="${url}">${url}</a></p><p>הקישור תקף לשעה אחת. אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהמייל; הסיסמה לא תשתנה.</p>`;
};
