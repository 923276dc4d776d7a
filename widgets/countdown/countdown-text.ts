/** What a screen reader hears once, when a countdown reaches its end during the visit. */
export const countdownEndedText = 'הספירה לאחור הסתיימה.';
