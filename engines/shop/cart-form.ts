import { z } from 'zod';
import { maxLineQuantity } from '../../config/shop';
import { routes } from '../../config/routes';
import { isSameOriginPath } from '../loop-filter/request';

/** A cart line's key in a form: the product id, and `:variant` for a variant. */
export const lineKeyPattern = /^[1-9][0-9]{0,9}(?::[A-Za-z0-9_-]{1,40})?$/;

/** The field naming the page a change returns to: a page showing the builder's cart widget. */
export const backField = 'back';

/** The cart page's form field of a line's quantity. */
export const quantityField = (key: string) => `qty:${key}`;

const quantity = z
  .string()
  .trim()
  .regex(/^[0-9]{1,4}$/)
  .transform(Number)
  .refine((n) => n <= maxLineQuantity);

export type CartFormAction =
  | { kind: 'remove'; key: string }
  | { kind: 'undo' }
  | { kind: 'update'; quantities: { key: string; quantity: number }[] };

export type CartFormRead = { ok: true; action: CartFormAction } | { ok: false; problem: 'bad-quantity' | 'bad-form' };

const one = (fields: Map<string, string[]>, name: string) => {
  const values = fields.get(name);
  return values && values.length === 1 ? values[0] : undefined;
};

/**
 * Reads the cart page's form (sent without JavaScript): a remove button (`remove={key}`), the undo
 * button (`undo`), or the update button with every line's quantity (`qty:{key}={n}`; 0 removes).
 */
export function readCartForm(fields: Map<string, string[]>): CartFormRead {
  const remove = one(fields, 'remove');
  if (remove !== undefined)
    return lineKeyPattern.test(remove)
      ? { ok: true, action: { kind: 'remove', key: remove } }
      : { ok: false, problem: 'bad-form' };
  if (fields.has('undo')) return { ok: true, action: { kind: 'undo' } };
  const quantities: { key: string; quantity: number }[] = [];
  for (const [name, values] of fields) {
    if (!name.startsWith('qty:')) continue;
    const key = name.slice(4);
    if (!lineKeyPattern.test(key) || values.length !== 1) return { ok: false, problem: 'bad-form' };
    const parsed = quantity.safeParse(values[0]);
    if (!parsed.success) return { ok: false, problem: 'bad-quantity' };
    quantities.push({ key, quantity: parsed.data });
  }
  if (quantities.length === 0) return { ok: false, problem: 'bad-form' };
  return { ok: true, action: { kind: 'update', quantities } };
}

/** Where the visitor goes after a change: the page the form names (its path only, on this site), else the cart. */
export function readCartReturn(fields: Map<string, string[]>): string {
  const value = one(fields, backField);
  if (value === undefined || !isSameOriginPath(value)) return routes.cart;
  return new URL(value, 'https://origin.invalid').pathname;
}
