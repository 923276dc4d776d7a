import { describe, expect, it } from 'vitest';
import type { CheckedValue } from './definition';
import { fillPlaceholders, resolveRecipients } from './placeholders';

const values: CheckedValue[] = [
  { name: 'name', label: 'שם', value: 'דנה', display: 'דנה' },
  { name: 'email', label: 'דוא"ל', value: 'dana@example.com', display: 'dana@example.com' },
  { name: 'subject', label: 'נושא', value: 'lab', display: 'בדיקות מעבדה' },
];

describe('placeholders', () => {
  it('fill answers as people read them, and {{*}} with all of them', () => {
    expect(fillPlaceholders('פנייה מ{{name}} בנושא {{ subject }}', values)).toBe('פנייה מדנה בנושא בדיקות מעבדה');
    expect(fillPlaceholders('{{*}}', values)).toBe('שם: דנה\nדוא"ל: dana@example.com\nנושא: בדיקות מעבדה');
  });

  it('leave nothing of an unknown name, and never read a value as a placeholder', () => {
    expect(fillPlaceholders('[{{missing}}]', values)).toBe('[]');
    const sneaky: CheckedValue[] = [{ name: 'name', label: 'שם', value: '{{email}}', display: '{{email}}' }];
    expect(fillPlaceholders('{{name}} {{email}}', sneaky)).toBe('{{email}} ');
  });

  it('resolve recipients from answers, marking a visitor address', () => {
    expect(resolveRecipients('office@arig.co.il', values)).toEqual({
      addresses: ['office@arig.co.il'],
      fromVisitor: false,
    });
    expect(resolveRecipients('{{email}}; copy@arig.co.il', values)).toEqual({
      addresses: ['dana@example.com', 'copy@arig.co.il'],
      fromVisitor: true,
    });
    expect(resolveRecipients('{{phone}}', values)).toEqual({ addresses: [], fromVisitor: false });
    expect(resolveRecipients(null, values)).toEqual({ addresses: [], fromVisitor: false });
  });
});
