/** Title tags allowed for accordion/toggle items (schema side, no React). */
export const disclosureTitleTags = ['div', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type DisclosureTitleTag = (typeof disclosureTitleTags)[number];
