/** "עבודה אחת", "6 עבודות": the count the server renders and the island announces. */
export const portfolioCount = (n: number): string => (n === 1 ? 'עבודה אחת' : `${n} עבודות`);
