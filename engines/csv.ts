/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Hebrew), CRLF rows, every field
 * quoted. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) gets a
 * leading apostrophe: visitors' answers must not become formulas on the owner's computer.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
