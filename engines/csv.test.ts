import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a BOM and quotes every cell, Hebrew as is', () => {
    expect(
      toCsv([
        ['שם', 'הודעה'],
        ['דנה', 'שלום, "עולם"\nשורה'],
      ]),
    ).toBe('\uFEFF"שם","הודעה"\r\n"דנה","שלום, ""עולם""\nשורה"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+972', '-2', '@SUM(A1)', '\t=x'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+972"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\t=x"`,
    ]);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});
