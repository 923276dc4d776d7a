/** A run of text, marked when it is a word the search matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** Words as written, geresh and gershayim inside them included ("ג׳ינס", "צה״ל"). */
const writtenWord = /[\p{L}\p{N}\p{M}]+(?:[\u05F3\u05F4'"][\p{L}\p{N}\p{M}]+)*/gu;

/** Whether a written word is one the search matched (SearchIndex.matcher). */
type IsMatch = (written: string) => boolean;

/** The text cut into plain and marked runs; adjacent runs of the same kind are joined. */
export function highlight(text: string, isMatch: IsMatch): Segment[] {
  const out: Segment[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += piece;
    else out.push({ text: piece, mark });
  };
  let at = 0;
  for (const m of text.matchAll(writtenWord)) {
    push(text.slice(at, m.index), false);
    push(m[0], isMatch(m[0]));
    at = m.index + m[0].length;
  }
  push(text.slice(at), false);
  return out;
}

/**
 * A window of about `size` words from the text around its first matched word, with ellipses where it
 * was cut, highlighted. Without a match in the text, its opening.
 */
export function snippet(text: string, isMatch: IsMatch, size = 28): Segment[] {
  const found = [...text.matchAll(writtenWord)];
  if (found.length === 0) return [];
  const first = found.findIndex((m) => isMatch(m[0]));
  const start = Math.max(0, (first < 0 ? 0 : first) - Math.floor(size / 4));
  const end = Math.min(found.length, start + size);
  const from = start === 0 ? 0 : found[start]!.index;
  const lastWord = found[end - 1]!;
  const to = end === found.length ? text.length : lastWord.index + lastWord[0].length;
  const segments = highlight(text.slice(from, to).trim(), isMatch);
  if (start > 0) segments.unshift({ text: '… ', mark: false });
  if (end < found.length) segments.push({ text: ' …', mark: false });
  return segments;
}
