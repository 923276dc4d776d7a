import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isShopStaff } from '../../access/is-shop-staff';
import { productCategorySlugSpace, slugField } from '../../fields/slug';
import { seoField } from '../../fields/seo';
import { imagesOnly } from '../../fields/images-only';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { twoLevelParent } from '../../hooks/two-level-parent';

/** WooCommerce's product_cat: two levels, each with its catalogue at /product-category/{slug}/. */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'קטגוריית מוצרים', plural: 'קטגוריות מוצרים' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent'], group: 'חנות' },
  access: { read: anyone, create: isShopStaff, update: isShopStaff, delete: isShopStaff },
  hooks: { ...purgeHooks, beforeValidate: [twoLevelParent('product-categories')] },
  fields: [
    { name: 'title', type: 'text', label: 'שם', required: true, maxLength: 80 },
    slugField(productCategorySlugSpace),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'product-categories',
      label: 'קטגוריית אב',
      filterOptions: { parent: { exists: false } },
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', label: 'תיאור', maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'תמונה', filterOptions: imagesOnly },
    { name: 'order', type: 'number', label: 'סדר בתפריטים', defaultValue: 0, admin: { position: 'sidebar' } },
    seoField(),
  ],
};
