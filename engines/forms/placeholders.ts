import type { CheckedValue } from './definition';

const token = /\{\{\s*(\*|[a-z][a-z0-9_-]*)\s*\}\}/g;

/** Every answer as "question: answer" lines (the `{{*}}` placeholder). */
export const allAnswers = (values: readonly CheckedValue[]): string =>
  values.map((v) => `${v.label}: ${v.display}`).join('\n');

/**
 * Fills `{{name}}` with that field's answer as people read it and `{{*}}` with every answer. The result
 * is text: the renderer escapes it, and header values are made single-line where they are used. An
 * unknown name becomes empty, never the raw placeholder.
 */
export function fillPlaceholders(template: string, values: readonly CheckedValue[]): string {
  return template.replace(token, (_, name: string) =>
    name === '*' ? allAnswers(values) : (values.find((v) => v.name === name)?.display ?? ''),
  );
}

/**
 * A recipient list from the studio ("office@x.co.il, {{email}}"): placeholders become the visitor's
 * answers. `fromVisitor` is true when any address came from an answer (an auto-reply).
 */
export function resolveRecipients(
  list: string | null | undefined,
  values: readonly CheckedValue[],
): { addresses: string[]; fromVisitor: boolean } {
  const addresses: string[] = [];
  let fromVisitor = false;
  for (const part of (list ?? '')
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^\{\{\s*([a-z][a-z0-9_-]*)\s*\}\}$/.exec(part);
    if (match) {
      const answer = values.find((v) => v.name === match[1]);
      if (answer?.value) {
        addresses.push(answer.value);
        fromVisitor = true;
      }
    } else {
      addresses.push(part);
    }
  }
  return { addresses, fromVisitor };
}
