/** For tests: PHP's serialize() of plain data, as WordPress stores Elementor's arrays in postmeta. */
export type PhpInput = string | number | boolean | null | PhpInput[] | { [key: string]: PhpInput };

export function php(value: PhpInput): string {
  if (value === null) return 'N;';
  if (typeof value === 'boolean') return `b:${value ? 1 : 0};`;
  if (typeof value === 'number') return Number.isInteger(value) ? `i:${value};` : `d:${value};`;
  if (typeof value === 'string') return `s:${Buffer.byteLength(value, 'utf8')}:"${value}";`;
  const entries: [string | number, PhpInput][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  const body = entries.map(([k, v]) => (typeof k === 'number' ? `i:${k};` : php(k)) + php(v)).join('');
  return `a:${entries.length}:{${body}}`;
}

/** An Elementor popup's three postmeta values from plain objects. */
export const popupMeta = (parts: {
  conditions?: PhpInput;
  display?: PhpInput;
  page?: PhpInput;
}): Record<string, string> => ({
  ...(parts.conditions !== undefined ? { _elementor_conditions: php(parts.conditions) } : {}),
  ...(parts.display !== undefined ? { _elementor_popup_display_settings: php(parts.display) } : {}),
  ...(parts.page !== undefined ? { _elementor_page_settings: php(parts.page) } : {}),
});
