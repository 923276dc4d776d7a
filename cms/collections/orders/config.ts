import { APIError, type CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { isShopStaff } from '../../access/is-shop-staff';
import { ownOrders } from '../../access/own-orders';
import { anyOf, bySystemTask } from '../../access/system-task';
import { orderFields } from './fields';
import { refundOrderPayment } from './refund';
import type { Order } from '../../payload-types';
import { afterOrderStatusChange } from './after-status-change';
import { releasedStatuses, statusLabel, type OrderStatus } from './statuses';

/**
 * The shop's orders (issue 19). Only arig's checkout creates one (with its lines, prices, VAT and
 * shipping as they were, which nobody edits afterwards); the shop's staff change its status, contact
 * details and their own note. A cancelled, refunded or failed order has put its units back on the shelf,
 * so it cannot become active again: a new order is placed instead.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'הזמנה', plural: 'הזמנות' },
  admin: {
    group: 'חנות',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'customer.name', 'total', 'createdAt'],
    listSearchableFields: ['customer.email', 'customer.name', 'customer.phone'],
    description: 'הזמנות האתר. שינוי מצב נרשם ביומן ההזמנה ונשלח לקונה במייל.',
  },
  defaultSort: '-number',
  access: {
    read: anyOf(isShopStaff, bySystemTask('checkout', 'orders'), ownOrders),
    create: bySystemTask('checkout'),
    update: anyOf(isShopStaff, bySystemTask('checkout', 'orders')),
    // The checkout deletes an order it could not complete (on SQLite, which has no transaction to undo).
    delete: anyOf(isAdmin, bySystemTask('checkout')),
  },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        if (operation !== 'update' || !originalDoc) return data;
        const from = originalDoc.status as OrderStatus;
        const to = (data.status ?? from) as OrderStatus;
        if (from !== to && releasedStatuses.includes(from))
          throw new APIError(
            `הזמנה במצב "${statusLabel(from)}" כבר החזירה את המלאי שלה ואי אפשר להפעיל אותה שוב. אפשר ליצור הזמנה חדשה.`,
            400,
            undefined,
            true,
          );
        // A card order marked refunded returns the money through the provider first: a failed refund
        // leaves the status as it was, and says why.
        if (
          from !== to &&
          to === 'refunded' &&
          (originalDoc.paymentMethod === 'card' || originalDoc.paymentMethod === 'wallet')
        ) {
          try {
            await refundOrderPayment(req.payload, originalDoc as Order);
          } catch (err) {
            throw new APIError(
              `ההחזר דרך ספק התשלום נכשל, והמצב לא שונה: ${(err as Error).message}`,
              409,
              undefined,
              true,
            );
          }
        }
        return data;
      },
    ],
    afterChange: [afterOrderStatusChange],
  },
  fields: orderFields,
};
