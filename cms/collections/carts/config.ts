import type { CollectionConfig } from 'payload';
import { anyOf, bySystemTask } from '../../access/system-task';
import { isAdmin } from '../../access/is-admin';
import { accountCart, newCart, ownCart, ownCartOnly } from '../../access/own-cart';

const readOnly = { readOnly: true } as const;

/**
 * Visitors' carts (issue 18): lines only (product, variant, quantity); prices are always computed from
 * the catalogue when the cart is shown. A guest's cart is found by the SHA-256 of the secret in their
 * HttpOnly cookie (cms/access/own-cart.ts); a lost cookie means a lost cart, never someone else's.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'סל קניות', plural: 'סלי קניות' },
  admin: {
    group: 'חנות',
    useAsTitle: 'updatedAt',
    defaultColumns: ['updatedAt', 'customer', 'expiresAt'],
    description: 'הסלים הפעילים של המבקרים. הם נמחקים מעצמם שבוע אחרי השינוי האחרון.',
  },
  access: {
    // The sweep reads expiry dates to find what to delete (Payload checks read access on a query's paths).
    read: anyOf(ownCart, bySystemTask('cart-sweep'), accountCart),
    create: newCart,
    update: anyOf(ownCartOnly, accountCart),
    delete: anyOf(isAdmin, bySystemTask('cart-sweep')),
  },
  fields: [
    {
      name: 'secretHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    // The account the cart was last used under: merged into the visitor's cart when they sign in again.
    { name: 'customer', type: 'relationship', relationTo: 'users', label: 'לקוח/ה', admin: readOnly },
    {
      name: 'lines',
      type: 'array',
      label: 'פריטים',
      maxRows: 50,
      admin: readOnly,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true, label: 'מוצר' },
        { name: 'variant', type: 'text', label: 'וריאציה' },
        { name: 'quantity', type: 'number', required: true, min: 1, max: 999, label: 'כמות' },
      ],
    },
    {
      name: 'removed',
      type: 'group',
      label: 'הפריט שהוסר אחרון (לביטול)',
      admin: { ...readOnly, hidden: true },
      fields: [
        { name: 'product', type: 'number' },
        { name: 'variant', type: 'text' },
        { name: 'quantity', type: 'number' },
      ],
    },
    { name: 'expiresAt', type: 'date', required: true, index: true, label: 'פג תוקף', admin: readOnly },
  ],
};
