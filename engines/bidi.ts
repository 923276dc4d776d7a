/** Latin inside Hebrew text (a colour, a number with a colon), isolated so it reads as written. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
