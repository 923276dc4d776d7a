import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isShopStaff } from '../../access/is-shop-staff';
import { productTagSlugSpace, slugField } from '../../fields/slug';
import { purgeHooks } from '../../hooks/purge-site-cache';

/** WooCommerce's product_tag: flat, each with its catalogue at /product-tag/{slug}/. */
export const ProductTags: CollectionConfig = {
  slug: 'product-tags',
  labels: { singular: 'תגית מוצרים', plural: 'תגיות מוצרים' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'חנות' },
  access: { read: anyone, create: isShopStaff, update: isShopStaff, delete: isShopStaff },
  hooks: purgeHooks,
  fields: [{ name: 'title', type: 'text', label: 'שם', required: true, maxLength: 80 }, slugField(productTagSlugSpace)],
};
