/**
 * The home page's clients (issue 25's trust signals): six fictional textile mills and fashion houses, each a
 * monochrome logo the seed draws (../images/client-logos.ts: a small woven or knitted mark beside the name,
 * the name as outlines, so no font is needed where the seed runs). Made up: no real company's name or mark.
 */
export interface ClientLogo {
  key: string;
  /** As the logo spells it. */
  name: string;
  /** What a screen reader says: the name as words (a Latin name not in capitals, so it is not spelled out). */
  alt: string;
  tagline?: string;
  font: 'sans' | 'serif';
  mark: 'weave' | 'spool' | 'twill' | 'knit' | 'diamond' | 'ring';
}

export const clientLogos: readonly ClientLogo[] = [
  { key: 'client-tavor', name: 'אריגי תבור', alt: 'אריגי תבור', tagline: 'מפעל אריגה', font: 'sans', mark: 'weave' },
  { key: 'client-kalira', name: 'KALIRA', alt: 'Kalira', tagline: 'FASHION HOUSE', font: 'serif', mark: 'diamond' },
  {
    key: 'client-shfela',
    name: 'מטווית השפלה',
    alt: 'מטווית השפלה',
    tagline: 'חוטים וסיבים',
    font: 'sans',
    mark: 'spool',
  },
  {
    key: 'client-ormida',
    name: 'ORMIDA',
    alt: 'Ormida',
    tagline: 'TECHNICAL TEXTILES',
    font: 'sans',
    mark: 'twill',
  },
  { key: 'client-gilad', name: 'סריגי גלעד', alt: 'סריגי גלעד', tagline: 'סריגה עגולה', font: 'sans', mark: 'knit' },
  { key: 'client-noga', name: 'נוגה', alt: 'נוגה', tagline: 'אופנת נשים', font: 'serif', mark: 'ring' },
];
