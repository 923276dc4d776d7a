import type { GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isShopStaff } from '../access/is-shop-staff';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';
import { moneyField } from '../fields/money';

/**
 * How the shop delivers and gets paid (issue 19). Everything here is shown to buyers (the checkout and
 * the order's page), so visitors read it; the shop's staff change it. Provider keys never live here:
 * they come from environment variables.
 */
export const ShopSettings: GlobalConfig = {
  slug: 'shop-settings',
  label: 'הגדרות החנות',
  admin: { group: 'חנות' },
  access: { read: anyone, update: isShopStaff },
  hooks: { afterChange: [purgeAfterGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'משלוח',
          fields: [
            {
              name: 'pickupEnabled',
              type: 'checkbox',
              label: 'איסוף עצמי',
              defaultValue: true,
            },
            {
              name: 'pickupPlace',
              type: 'text',
              label: 'מקום האיסוף ושעותיו',
              maxLength: 160,
              admin: { condition: (data) => Boolean(data?.pickupEnabled) },
            },
            { name: 'courierEnabled', type: 'checkbox', label: 'משלוח עד הבית בשליח', defaultValue: true },
            {
              ...moneyField('courierPrice', 'מחיר המשלוח (₪, כולל מע״מ)'),
              defaultValue: 35,
              admin: { step: 0.01, condition: (data) => Boolean(data?.courierEnabled) },
            },
            moneyField('freeShippingAbove', 'משלוח חינם מסכום (₪)', {
              description: 'ריק: אין משלוח חינם. הסכום נבדק על המוצרים בסל, כולל מע״מ.',
            }),
            {
              name: 'deliveryTime',
              type: 'text',
              label: 'זמן אספקה',
              required: true,
              defaultValue: 'עד 5 ימי עסקים',
              maxLength: 120,
              admin: { description: 'מוצג לקונים לפני התשלום, כפי שמחייב חוק הגנת הצרכן.' },
            },
          ],
        },
        {
          label: 'תשלום',
          fields: [
            { name: 'bankTransferEnabled', type: 'checkbox', label: 'העברה בנקאית', defaultValue: true },
            {
              name: 'bankDetails',
              type: 'textarea',
              label: 'פרטי החשבון להעברה',
              maxLength: 400,
              admin: {
                condition: (data) => Boolean(data?.bankTransferEnabled),
                description: 'בנק, סניף, מספר חשבון ושם המוטב. מוצגים לקונה אחרי ההזמנה ובמייל האישור.',
              },
            },
            { name: 'cashOnDeliveryEnabled', type: 'checkbox', label: 'תשלום במסירה', defaultValue: false },
            {
              name: 'holdDays',
              type: 'number',
              label: 'ימים לתשלום הזמנה ממתינה',
              defaultValue: 7,
              min: 1,
              max: 60,
              admin: {
                step: 1,
                description: 'הזמנה בהעברה בנקאית שלא שולמה תוך הזמן הזה מבוטלת, והמלאי שלה משתחרר.',
              },
            },
          ],
        },
        {
          label: 'הזמנות',
          fields: [
            {
              name: 'ordersEmail',
              type: 'email',
              label: 'כתובת להודעות על הזמנות',
              admin: { description: 'ריק: כתובת הדואר של העסק מהגדרות האתר.' },
            },
            {
              name: 'thankYouPage',
              type: 'relationship',
              relationTo: 'pages',
              label: 'עמוד תודה',
              admin: {
                description:
                  'ריק: עמוד ההזמנה הרגיל. עמוד שנבחר כאן מקבל את הקונה אחרי ההזמנה; הווידג׳ט "סיכום רכישה" בו מציג את ההזמנה.',
              },
            },
            {
              name: 'termsPage',
              type: 'relationship',
              relationTo: 'pages',
              label: 'עמוד התקנון',
              admin: { description: 'הקונה מאשר שקרא אותו לפני ההזמנה.' },
            },
          ],
        },
      ],
    },
  ],
};
