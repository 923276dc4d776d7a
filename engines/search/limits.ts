/** Longer queries are cut here: nobody types more, and the index is asked about eight words at most. */
export const maxQueryChars = 100;
/** Fewer letters than this suggest nothing: one Hebrew letter is a prefix of half the site. */
export const minSuggestChars = 2;
