import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { t } from '../../messages/he';

const props = {
  title: p.text('כותרת', { max: 60, min: 1, default: t.contact }),
  show_address: p.bool('הצגת הכתובת', true),
  show_social: p.bool('הצגת הרשתות החברתיות', true),
};

/**
 * The business's contact details from Site Settings: name, phone, e-mail, address and social links, as the
 * site's own footer shows them (theme builder: a footer template).
 */
export const siteContact = defineWidget({ type: 'site-contact', label: 'פרטי העסק', category: 'theme', props });
export type SiteContactProps = WidgetProps<typeof props>;
