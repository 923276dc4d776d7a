import type { NumberField } from 'payload';
import { shekelsToAgorot } from '../../engines/shop/money';

const maxShekels = 1_000_000;

const validateShekels = (value: number | null | undefined, required: boolean): true | string => {
  if (value === null || value === undefined) return required ? 'נדרש מחיר.' : true;
  if (!Number.isFinite(value) || value < 0 || value > maxShekels)
    return `מחיר הוא מספר בין 0 ל-${maxShekels.toLocaleString('he-IL')} ₪.`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return 'מחיר נכתב בשקלים ועד שתי ספרות אחרי הנקודה (למשל 49.90).';
  return true;
};

/**
 * A price typed in shekels (VAT included) and stored as whole agorot: the database holds integers, so
 * sums never drift; reads (studio and Local API alike) give shekels back. The site's read layer turns
 * them into agorot again with `shekelsToAgorot`.
 */
export function moneyField(
  name: string,
  label: string,
  opts: { required?: boolean; description?: string } = {},
): NumberField {
  const required = opts.required ?? false;
  return {
    name,
    type: 'number',
    label,
    required,
    min: 0,
    max: maxShekels,
    admin: { step: 0.01, description: opts.description },
    validate: (value: number | null | undefined) => validateShekels(value, required),
    hooks: {
      beforeChange: [({ value }) => (typeof value === 'number' ? shekelsToAgorot(value) : value)],
      afterRead: [({ value }) => (typeof value === 'number' ? value / 100 : value)],
    },
  };
}
