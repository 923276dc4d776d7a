import type { CollectionConfig } from 'payload';
import { isShopStaff } from '../../access/is-shop-staff';
import { anyOf, bySystemTask, fieldBySystemTask } from '../../access/system-task';
import { moneyField } from '../../fields/money';
import { couponCodePattern, normalizeCouponCode } from '../../../engines/shop/coupon';

/**
 * The shop's coupons (issue 19): a percentage or an amount off the products, with an optional date, a
 * minimum and a usage limit. Uses are counted by the checkout when an order is written, under its lock
 * (and in the order's transaction on PostgreSQL), so the last use goes to one buyer only.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'קופון', plural: 'קופונים' },
  admin: {
    group: 'חנות',
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'amount', 'used', 'usageLimit', 'expiresAt', 'active'],
    description: 'קוד שהקונה מקליד בעמוד התשלום. ההנחה חלה על המוצרים בלבד, לא על המשלוח.',
  },
  access: {
    read: anyOf(isShopStaff, bySystemTask('checkout')),
    create: isShopStaff,
    update: anyOf(isShopStaff, bySystemTask('checkout')),
    delete: isShopStaff,
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      label: 'קוד',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value)] },
      validate: (value: unknown) =>
        typeof value === 'string' && couponCodePattern.test(value)
          ? true
          : 'קוד של 2–40 תווים: אותיות לטיניות, ספרות, מקף או קו תחתון (נשמר באותיות גדולות).',
    },
    { name: 'active', type: 'checkbox', label: 'פעיל', defaultValue: true, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'סוג',
          required: true,
          defaultValue: 'percent',
          options: [
            { value: 'percent', label: 'אחוז מהמוצרים' },
            { value: 'fixed', label: 'סכום קבוע (₪)' },
          ],
        },
        {
          name: 'amount',
          type: 'number',
          label: 'גובה ההנחה (אחוז או ₪)',
          required: true,
          min: 0.01,
          max: 1_000_000,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: { kind?: string } }) => {
            if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 'נדרש מספר גדול מאפס.';
            if (siblingData.kind === 'percent' && value > 100) return 'אחוז הנחה הוא עד 100.';
            if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'עד שתי ספרות אחרי הנקודה.';
            return true;
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', label: 'בתוקף עד', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        moneyField('minimum', 'מינימום הזמנה (₪)', { description: 'ריק: ללא מינימום. נבדק על המוצרים, כולל מע״מ.' }),
        {
          name: 'usageLimit',
          type: 'number',
          label: 'מספר שימושים מרבי',
          min: 1,
          admin: { step: 1, description: 'ריק: ללא הגבלה.' },
        },
      ],
    },
    {
      name: 'used',
      type: 'number',
      label: 'שימושים עד כה',
      defaultValue: 0,
      access: { update: fieldBySystemTask('checkout') },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The last order that counted a use: an order a crash cut short counts its use once at the next start.
      name: 'useOrder',
      type: 'number',
      access: {
        read: fieldBySystemTask('checkout'),
        create: fieldBySystemTask('checkout'),
        update: fieldBySystemTask('checkout'),
      },
      admin: { hidden: true },
    },
  ],
};
