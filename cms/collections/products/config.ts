import type { CollectionConfig, DateFieldValidation } from 'payload';
import { isShopStaff, publishedOrShopReader, isShopReader } from '../../access/is-shop-staff';
import { productSlugSpace, slugField } from '../../fields/slug';
import { seoField } from '../../fields/seo';
import { imagesOnly } from '../../fields/images-only';
import { moneyField } from '../../fields/money';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { stockFields, stockOrderField } from './stock-fields';
import { attributesField, variantsField } from './variants';
import { anyOf, bySystemTask } from '../../access/system-task';

const skuRule = (value: string | null | undefined): true | string =>
  !value || /^[A-Za-z0-9._-]{1,64}$/.test(value) ? true : 'מק״ט נכתב באותיות לטיניות, ספרות, נקודה, מקף או קו תחתון.';

const saleEndsAfterStart: DateFieldValidation = (value, { siblingData }) => {
  const from = (siblingData as { saleFrom?: string | null }).saleFrom;
  return !value || !from || Date.parse(String(value)) > Date.parse(from) ? true : 'סוף המבצע צריך להיות אחרי תחילתו.';
};

/**
 * The shop's products (issue 18), at /product/{slug}/. Prices are VAT-inclusive shekels in the studio and
 * whole agorot in the database (cms/fields/money.ts). Drafts until published, like the site's content.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'מוצר', plural: 'מוצרים' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'sku', 'price', 'stockMode', '_status'],
    group: 'חנות',
    listSearchableFields: ['title', 'sku'],
  },
  access: {
    read: publishedOrShopReader,
    readVersions: isShopReader,
    create: isShopStaff,
    // The checkout takes sold units off the shelf and a cancelled order puts them back (data/shop/order-stock.ts).
    update: anyOf(isShopStaff, bySystemTask('checkout', 'orders')),
    delete: isShopStaff,
  },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-createdAt',
  hooks: purgeHooks,
  fields: [
    { name: 'title', type: 'text', label: 'שם המוצר', required: true, maxLength: 120 },
    slugField(productSlugSpace),
    {
      type: 'row',
      fields: [
        { name: 'sku', type: 'text', label: 'מק״ט', unique: true, index: true, maxLength: 64, validate: skuRule },
        {
          name: 'kind',
          type: 'select',
          label: 'סוג',
          required: true,
          defaultValue: 'physical',
          options: [
            { value: 'physical', label: 'מוצר פיזי (נשלח)' },
            { value: 'digital', label: 'מוצר דיגיטלי' },
            { value: 'service', label: 'שירות' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        moneyField('price', 'מחיר (₪, כולל מע״מ)', { required: true }),
        moneyField('salePrice', 'מחיר מבצע (₪)', { description: 'ריק = אין מבצע.' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'saleFrom', type: 'date', label: 'המבצע מתחיל', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'saleTo',
          type: 'date',
          label: 'המבצע מסתיים',
          validate: saleEndsAfterStart,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    ...stockFields,
    stockOrderField,
    { name: 'shortDescription', type: 'richText', label: 'תיאור קצר' },
    { name: 'description', type: 'richText', label: 'תיאור מלא' },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 12,
      filterOptions: imagesOnly,
      label: 'גלריה',
      admin: { description: 'התמונה הראשונה היא תמונת המוצר בקטלוג.' },
    },
    attributesField,
    variantsField,
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      label: 'קטגוריות',
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'product-tags',
      hasMany: true,
      label: 'תגיות',
      admin: { position: 'sidebar' },
    },
    { name: 'featured', type: 'checkbox', label: 'מוצר מומלץ', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      label: 'מוצרים קשורים',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'legacyWcId',
      type: 'number',
      label: 'מזהה ב-WooCommerce',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'ממלא הייבוא מוורדפרס: כך קישורים ישנים להוספה לסל ממשיכים לעבוד.',
      },
    },
    seoField(),
  ],
};
