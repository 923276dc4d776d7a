/**
 * The shop's notices after a change made without JavaScript (an ?add-to-cart= link, the cart page's
 * form) ride on the address the visitor is sent back to, like a form's thank-you state: the page is the
 * same for everyone who arrives there, so it stays cacheable. `arig-cart=added.12` names the code and the
 * product; anything else in the parameter is no notice.
 */
export const noticeParam = 'arig-cart';

export const noticeCodes = [
  'added',
  'out-of-stock',
  'over-stock',
  'choose-variant',
  'unknown',
  'bad-quantity',
  'cart-full',
  'updated',
  'removed',
  'restored',
  'nothing',
] as const;
export type NoticeCode = (typeof noticeCodes)[number];

export interface ShopNotice {
  code: NoticeCode;
  product: number | null;
}

const pattern = new RegExp(`^(${noticeCodes.join('|')})(?:\\.([1-9][0-9]{0,9}))?$`);

export function readNotice(value: string | null): ShopNotice | null {
  const match = value === null ? null : pattern.exec(value);
  if (!match) return null;
  return { code: match[1] as NoticeCode, product: match[2] ? Number(match[2]) : null };
}

/** The address with the notice set (any earlier notice replaced). */
export function withNotice(address: string, notice: ShopNotice): string {
  const url = new URL(address, 'http://x');
  url.searchParams.set(noticeParam, notice.product === null ? notice.code : `${notice.code}.${notice.product}`);
  return `${url.pathname}${url.search}`;
}

/** The notice a refused or accepted change leads to. */
export function noticeOfReason(reason: string): NoticeCode {
  return (noticeCodes as readonly string[]).includes(reason)
    ? (reason as NoticeCode)
    : reason === 'unknown-product' || reason === 'unknown-line'
      ? 'unknown'
      : 'nothing';
}
