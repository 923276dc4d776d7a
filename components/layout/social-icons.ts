/**
 * The footer's social networks as small icons (a path each in a 24 × 24 box, filled with the link's colour,
 * holes by the even-odd rule), drawn for arig after each network's shape; the link's name is its own text,
 * so the icon is hidden from screen readers. An unknown network gets a plain ring.
 */
export const socialIcons: Record<string, string> = {
  facebook: 'M13 22v-8h3l.5-4H13V8c0-1 .4-2 2-2h2V2.3Q15.6 2 14 2c-3 0-5 2-5 5v3H6v4h3v8z',
  instagram:
    'M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3zm5 3a5 5 0 110 10 5 5 0 010-10zm0 2a3 3 0 100 6 3 3 0 000-6zm5.5-3.5a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4z',
  linkedin:
    'M3 9h4v12H3zM5 3a2 2 0 110 4 2 2 0 010-4zm5 6h4v2c.7-1.3 2-2.3 4-2.3 3 0 4 2 4 5.3v7h-4v-6c0-1.6-.5-2.6-2-2.6s-2 1-2 2.6v6h-4z',
  youtube:
    'M2.4 7.2c.2-1.6 1.3-2.6 3-2.7Q8.7 4.2 12 4.2t6.6.3c1.7.1 2.8 1.1 3 2.7q.3 2.4.3 4.8t-.3 4.8c-.2 1.6-1.3 2.6-3 2.7q-3.3.3-6.6.3t-6.6-.3c-1.7-.1-2.8-1.1-3-2.7Q2.1 14.4 2.1 12t.3-4.8zM10 8.5v7l6-3.5z',
  x: 'M3 3h6l4 5.5L18 3h2.5l-6.3 7.3L21 21h-6l-4.3-6L5.5 21H3l6.6-7.6zm3.5 1.6l10.6 14.8h1.5L8 4.6z',
};
export const otherNetworkIcon =
  'M12 2a10 10 0 110 20 10 10 0 010-20zm0 3a7 7 0 100 14 7 7 0 000-14zm0 4a3 3 0 110 6 3 3 0 010-6z';
