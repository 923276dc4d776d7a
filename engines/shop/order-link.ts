/**
 * A link to an order on a page of the owner's (a thank-you page with the purchase summary widget):
 * `?order={number}&key={token}`. Such a request is the buyer's alone: never served from or kept in the
 * page cache.
 */
export const orderLinkParams = { order: 'order', key: 'key' } as const;

export const isOrderLink = (params: URLSearchParams): boolean =>
  params.has(orderLinkParams.order) && params.has(orderLinkParams.key);

/** The order a link names, as typed; checked against the database (number and token both) by the reader. */
export function readOrderLink(params: URLSearchParams): { number: number; key: string } | null {
  if (!isOrderLink(params)) return null;
  const number = Number(params.get(orderLinkParams.order));
  const key = params.get(orderLinkParams.key) ?? '';
  return Number.isSafeInteger(number) && number > 0 && key.length <= 64 ? { number, key } : null;
}

export const orderLinkSearch = (number: number, key: string): string =>
  `?${orderLinkParams.order}=${number}&${orderLinkParams.key}=${encodeURIComponent(key)}`;
