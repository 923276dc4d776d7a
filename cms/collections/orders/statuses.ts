/** WooCommerce's order statuses, in Hebrew. */
export const orderStatuses = [
  { value: 'pending', label: 'ממתינה לתשלום' },
  { value: 'processing', label: 'בטיפול' },
  { value: 'on-hold', label: 'בהמתנה' },
  { value: 'completed', label: 'הושלמה' },
  { value: 'cancelled', label: 'בוטלה' },
  { value: 'refunded', label: 'הוחזרה' },
  { value: 'failed', label: 'נכשלה' },
] as const;
export type OrderStatus = (typeof orderStatuses)[number]['value'];

/** Statuses in which the order's units are back on the shelf. */
export const releasedStatuses: readonly OrderStatus[] = ['cancelled', 'refunded', 'failed'];

export const statusLabel = (status: string): string => orderStatuses.find((s) => s.value === status)?.label ?? status;

export const paymentMethodOptions = [
  { value: 'bank-transfer', label: 'העברה בנקאית' },
  { value: 'cash-on-delivery', label: 'תשלום במסירה' },
  { value: 'card', label: 'כרטיס אשראי' },
  { value: 'wallet', label: 'PayPal' },
] as const;

export const shippingMethodOptions = [
  { value: 'pickup', label: 'איסוף עצמי' },
  { value: 'courier', label: 'שליח עד הבית' },
  { value: 'none', label: 'ללא משלוח' },
] as const;
