/**
 * A card's excerpt cut to a number of words (Elementor's "excerpt length"), ending with an ellipsis when
 * something was cut. Words are runs between whitespace, so a Hebrew word with its prefixes counts once.
 */
export function excerptOf(text: string, maxWords: number): string {
  const trimmed = text.trim();
  if (maxWords <= 0) return trimmed;
  const words = trimmed.split(/\s+/u);
  if (words.length <= maxWords) return trimmed;
  // Punctuation left dangling at the cut (a comma, a dash) would read as a typo before the ellipsis.
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[\s,;:–—-]+$/u, '')}…`;
}
