/**
 * Hebrew-aware terms for site search. Pure functions, shared by indexing and querying so both sides
 * agree on what a word is.
 *
 * - Niqqud, cantillation, geresh/gershayim and punctuation are ignored; maqaf splits words.
 * - Final letters equal their regular forms (ך→כ, ם→מ, ן→נ, ף→פ, ץ→צ), and a doubled ו or י is one letter
 *   (full and defective spelling meet: "ווילון" / "וילון", "מרטינדייל" / "מרטינדיל").
 * - Latin is lower-cased with its diacritics removed.
 * - A word's *stem* drops a plural or feminine ending (ים, ות, ית, ה; English s; matched after the final
 *   letters became regular), so "בדים" and "בד",
 *   "מכונות" and "מכונה" share one.
 * - The one-letter prefixes (ו ה ב ל מ ש כ, up to three together: "ובבד", "שבמכונה") are handled by
 *   offering the remainder as a candidate; the index accepts a candidate only when it is a word of the
 *   site (see `prefixStems`), so "שונה" does not turn into a search for "ונה".
 */

const marks = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const apostrophes = /[\u05F3\u05F4'"\u2018\u2019\u201C\u201D`´]/g;
const latinMarks = /\p{M}/gu;
const finals: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const wordPattern = /[\p{L}\p{N}]+/gu;
const hebrewWord = /^[\u05D0-\u05EA]+$/;
const latinWord = /^[a-z]+$/;
const prefixLetters = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);

/** The most prefix letters a Hebrew word carries ("ושכשב…" does not occur; "ובמ", "שבה" do). */
const maxPrefixLetters = 3;
/** Stems shorter than this are not stripped further ("בד" stays; "בדים" → "בד"). */
const minStemLength = 2;

/** Lower-cased, marks and apostrophes removed, final letters regular. Keeps spaces and punctuation. */
export function normalizeText(text: string): string {
  return text
    .replace(marks, '')
    .replace(apostrophes, '')
    .normalize('NFKD')
    .replace(latinMarks, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (c) => finals[c] ?? c)
    .replace(/וו/g, 'ו')
    .replace(/יי/g, 'י');
}

/** The normalised words of a text, in order. */
export function words(text: string): string[] {
  return normalizeText(text).match(wordPattern) ?? [];
}

/** The word without a plural or feminine ending, when what is left is still a word. */
export function stem(word: string): string {
  if (hebrewWord.test(word)) {
    if (word.length >= 4 && /(ימ|ות)$/.test(word)) return word.slice(0, -2);
    if (word.length >= 4 && /(ית|ה)$/.test(word)) return word.slice(0, -1);
    return word;
  }
  if (latinWord.test(word) && word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * The stems left when one, two or three leading prefix letters are taken off a Hebrew word, longest
 * first ("ובבד" → "בבד", "בד"). Latin and digits have none.
 */
export function prefixStems(word: string): string[] {
  if (!hebrewWord.test(word)) return [];
  const found: string[] = [];
  for (let cut = 1; cut <= maxPrefixLetters && word.length - cut >= minStemLength; cut++) {
    if (!prefixLetters.has(word[cut - 1]!)) break;
    found.push(stem(word.slice(cut)));
  }
  return found;
}

/** A word's exact stem first, then its prefix-stripped stems; each once. */
export function candidateStems(word: string): string[] {
  return [...new Set([stem(word), ...prefixStems(word)])];
}
