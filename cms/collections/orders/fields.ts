import type { Field } from 'payload';
import { isShopStaffField } from '../../access/is-shop-staff';
import { fieldBySystemTask } from '../../access/system-task';
import { moneyField } from '../../fields/money';
import { orderStatuses, paymentMethodOptions, shippingMethodOptions } from './statuses';

/** What the buyer agreed to is kept as it was: only arig's checkout writes it. */
const fixed = { update: fieldBySystemTask('checkout') };
const readOnly = { readOnly: true } as const;
const money = (name: string, label: string): Field => ({ ...moneyField(name, label), access: fixed, admin: readOnly });

export const orderFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'number',
        type: 'number',
        label: 'מספר הזמנה',
        required: true,
        unique: true,
        index: true,
        access: fixed,
        admin: readOnly,
      },
      {
        name: 'status',
        type: 'select',
        label: 'מצב',
        required: true,
        index: true,
        defaultValue: 'pending',
        options: [...orderStatuses],
      },
    ],
  },
  {
    name: 'customer',
    type: 'group',
    label: 'הקונה',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', label: 'שם', required: true },
          { name: 'phone', type: 'text', label: 'טלפון', required: true },
          { name: 'email', type: 'email', label: 'דואר אלקטרוני', required: true, index: true },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'shippingMethod',
        type: 'select',
        label: 'משלוח',
        required: true,
        options: [...shippingMethodOptions],
        access: fixed,
        admin: readOnly,
      },
      {
        name: 'paymentMethod',
        type: 'select',
        label: 'תשלום',
        required: true,
        options: [...paymentMethodOptions],
        access: fixed,
        admin: readOnly,
      },
    ],
  },
  {
    name: 'paymentReference',
    type: 'text',
    label: 'מזהה התשלום אצל הספק',
    access: fixed,
    admin: { readOnly: true, condition: (data) => Boolean(data?.paymentReference) },
  },
  {
    name: 'address',
    type: 'group',
    label: 'כתובת למשלוח',
    admin: { condition: (data) => data?.shippingMethod === 'courier' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'city', type: 'text', label: 'יישוב' },
          { name: 'street', type: 'text', label: 'רחוב' },
          { name: 'house', type: 'text', label: 'מספר בית' },
          { name: 'apartment', type: 'text', label: 'דירה' },
          { name: 'postcode', type: 'text', label: 'מיקוד' },
        ],
      },
    ],
  },
  {
    name: 'lines',
    type: 'array',
    label: 'פריטים',
    required: true,
    minRows: 1,
    maxRows: 50,
    access: fixed,
    admin: readOnly,
    fields: [
      { name: 'product', type: 'relationship', relationTo: 'products', label: 'מוצר' },
      { name: 'variant', type: 'text', label: 'וריאציה' },
      { name: 'title', type: 'text', label: 'שם', required: true },
      { name: 'options', type: 'text', label: 'אפשרויות' },
      { name: 'sku', type: 'text', label: 'מק״ט' },
      { name: 'kind', type: 'text', label: 'סוג' },
      { ...moneyField('unitPrice', 'מחיר ליחידה', { required: true }), admin: readOnly },
      { name: 'quantity', type: 'number', label: 'כמות', required: true, min: 1, admin: readOnly },
      { ...moneyField('lineTotal', 'סכום', { required: true }), admin: readOnly },
    ],
  },
  {
    type: 'row',
    fields: [
      money('subtotal', 'מוצרים'),
      money('discount', 'הנחה'),
      money('shipping', 'משלוח'),
      money('total', 'סה״כ'),
      money('vat', 'מע״מ'),
      money('net', 'לפני מע״מ'),
      { name: 'vatPercent', type: 'number', label: 'שיעור מע״מ (%)', access: fixed, admin: readOnly },
    ],
  },
  {
    name: 'couponCode',
    type: 'text',
    label: 'קופון',
    access: fixed,
    admin: { readOnly: true, condition: (data) => Boolean(data?.couponCode) },
  },
  { name: 'notes', type: 'textarea', label: 'הערות הקונה', access: fixed, admin: readOnly },
  {
    name: 'history',
    type: 'array',
    label: 'יומן',
    access: { update: fieldBySystemTask('checkout', 'orders') },
    admin: { readOnly: true, initCollapsed: true },
    fields: [
      { name: 'at', type: 'date', label: 'מתי', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'text', type: 'text', label: 'מה', required: true },
    ],
  },
  {
    name: 'account',
    type: 'relationship',
    relationTo: 'users',
    label: 'חשבון הלקוח/ה באתר',
    index: true,
    access: { create: fieldBySystemTask('checkout'), update: () => false },
    admin: { position: 'sidebar', readOnly: true, description: 'ריק בהזמנת אורח/ת.' },
  },
  {
    name: 'staffNote',
    type: 'textarea',
    label: 'הערה פנימית',
    maxLength: 2000,
    access: { read: isShopStaffField },
    admin: { position: 'sidebar', description: 'נראית רק בסטודיו.' },
  },
  {
    name: 'attemptKey',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    access: { read: fieldBySystemTask('checkout'), update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'accessTokenHash',
    type: 'text',
    required: true,
    index: true,
    access: { read: fieldBySystemTask('checkout'), update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'stock',
    type: 'select',
    label: 'מלאי',
    defaultValue: 'held',
    options: [
      { value: 'pending', label: 'בגריעה מהמלאי' },
      { value: 'held', label: 'נגרע מהמלאי' },
      { value: 'released', label: 'הוחזר למלאי' },
    ],
    access: { update: fieldBySystemTask('checkout', 'orders') },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'expiresAt',
    type: 'date',
    label: 'מבוטלת אם לא תשולם עד',
    index: true,
    access: fixed,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
];
