import { guestCartDays } from '../../../config/shop';
import { siteUrl } from '../../../data/site-url';

/** The cart's secret: HttpOnly, so no script (ours or an injected one) can read it. */
export const cartCookie = 'arig_cart';
/** The number of items, readable by the page's script for the header's cart badge; no secret. */
export const cartCountCookie = 'arig_cart_count';

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const secure = () => (siteUrl().startsWith('https:') ? '; Secure' : '');
const maxAge = guestCartDays * 86_400;

/** The Set-Cookie values after a change: the secret when it is new, the count always. */
export function cartCookies(secret: string | null, count: number): string[] {
  const cookies = [`${cartCountCookie}=${count}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure()}`];
  if (secret) cookies.unshift(`${cartCookie}=${secret}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure()}`);
  return cookies;
}

export const unitsIn = (lines: readonly { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** On signing out the cart stays with the account, and leaves this browser (a shared computer shows no one's cart). */
export const clearedCartCookies = (): string[] => [
  `${cartCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure()}`,
  `${cartCountCookie}=0; Path=/; Max-Age=0; SameSite=Lax${secure()}`,
];
