import { z } from 'zod';
import { maxLineQuantity } from '../../config/shop';

/** WooCommerce's add-to-cart address parameters, as imported content and outside links carry them. */
const linkParams = ['add-to-cart', 'quantity', 'variation_id'] as const;

const schema = z.object({
  'add-to-cart': z.string().regex(/^[1-9][0-9]{0,9}$/),
  quantity: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/)
    .transform(Number)
    .refine((n) => n <= maxLineQuantity)
    .optional(),
  variation_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});

export interface AddToCartRequest {
  /** The product's id (or, from WooCommerce links, its old id; the shop resolves which). */
  product: number;
  variant: string | null;
  quantity: number;
}

export type AddToCartLink =
  | { kind: 'none' }
  | { kind: 'add'; request: AddToCartRequest; returnTo: string }
  | { kind: 'invalid'; returnTo: string };

/**
 * Reads `?add-to-cart={id}` (with `&quantity=N` and `&variation_id=…`) from an address. `returnTo` is the
 * same address without those parameters, where the visitor is sent back after the cart has changed.
 */
export function readAddToCartLink(url: URL): AddToCartLink {
  if (!url.searchParams.has('add-to-cart')) return { kind: 'none' };
  const rest = new URLSearchParams(url.searchParams);
  for (const name of linkParams) rest.delete(name);
  const query = rest.toString();
  const returnTo = `${url.pathname}${query ? `?${query}` : ''}`;
  const values: Record<string, string> = {};
  for (const name of linkParams) {
    const all = url.searchParams.getAll(name);
    if (all.length > 1) return { kind: 'invalid', returnTo };
    if (all.length === 1) values[name] = all[0] as string;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', returnTo };
  return {
    kind: 'add',
    request: {
      product: Number(parsed.data['add-to-cart']),
      variant: parsed.data.variation_id ?? null,
      quantity: parsed.data.quantity ?? 1,
    },
    returnTo,
  };
}
