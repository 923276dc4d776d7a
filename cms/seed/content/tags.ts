/** Demo tags (issue 20): each article names some by slug; /tag/{slug}/ lists them. */
export const tags = [
  { slug: 'iso', title: 'ISO', description: 'תקנים בינלאומיים לבדיקות טקסטיל ולשיטות מדידה.' },
  { slug: 'lab-tests', title: 'בדיקות מעבדה', description: 'איך נבדקים בדים וחוטים במעבדה, ומה התוצאות אומרות.' },
  { slug: 'cotton', title: 'כותנה', description: null },
  { slug: 'polyester', title: 'פוליאסטר', description: null },
  { slug: 'sustainability', title: 'קיימות', description: 'חומרים ממוחזרים, חומרים מסוכנים ושרשרת אספקה אחראית.' },
  { slug: 'workwear', title: 'ביגוד עבודה', description: null },
  { slug: 'buying-guide', title: 'מדריך לרוכשים', description: 'מה לבקש מספק, ואיך לקרוא מפרט ודוח בדיקה.' },
] as const;

export type SeedTagSlug = (typeof tags)[number]['slug'];

/** Which articles carry which tags (by article slug). */
export const articleTags: Record<string, readonly SeedTagSlug[]> = {
  'understanding-gsm': ['lab-tests', 'buying-guide'],
  'yarn-count-systems': ['cotton'],
  'colour-fastness-washing': ['iso', 'lab-tests'],
  'standards-map': ['iso'],
  'dimensional-stability': ['iso', 'lab-tests'],
  'cotton-fibre-quality': ['cotton', 'lab-tests'],
  'care-labelling': ['iso', 'buying-guide'],
  'thread-count-myths': ['cotton', 'buying-guide'],
  'martindale-abrasion': ['iso', 'lab-tests', 'workwear'],
  'polyester-vs-nylon': ['polyester'],
  'restricted-substances': ['sustainability'],
  'tensile-and-tear': ['iso', 'lab-tests'],
  pilling: ['lab-tests'],
  flammability: ['iso', 'workwear'],
  'conditioning-atmosphere': ['iso', 'lab-tests'],
  'spec-sheet': ['buying-guide'],
  'protective-workwear': ['workwear'],
  'test-report-reading': ['lab-tests', 'buying-guide'],
  'recycled-polyester': ['polyester', 'sustainability'],
};
