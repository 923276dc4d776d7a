/**
 * The site's type scale (issue 25, Site Settings → Design): the body text size, the sizes of the three
 * heading levels a page shows most (H1, H2, H3) on a phone and on a desktop, and one size each for H4–H6,
 * in pixels. A heading grows
 * fluidly between the two widths below; every size is in rem, so a visitor's own text size (browser
 * setting, the accessibility widget) still scales it. Unset, the design's own sizes stay
 * (site/styles/global.css; a test holds the two equal).
 */
export interface TypeScale {
  bodySize?: number | null;
  h1Mobile?: number | null;
  h1Desktop?: number | null;
  h2Mobile?: number | null;
  h2Desktop?: number | null;
  h3Mobile?: number | null;
  h3Desktop?: number | null;
  h4Size?: number | null;
  h5Size?: number | null;
  h6Size?: number | null;
}

export type TypeScaleField = keyof TypeScale;

export const defaultTypeScale: Required<{ [K in TypeScaleField]: number }> = {
  bodySize: 17,
  h1Mobile: 28,
  h1Desktop: 40,
  h2Mobile: 22,
  h2Desktop: 28,
  h3Mobile: 19,
  h3Desktop: 22,
  h4Size: 18,
  h5Size: 17,
  h6Size: 16,
};

export const typeScaleLimits: Record<TypeScaleField, { min: number; max: number }> = {
  bodySize: { min: 14, max: 22 },
  h1Mobile: { min: 18, max: 56 },
  h1Desktop: { min: 18, max: 80 },
  h2Mobile: { min: 16, max: 44 },
  h2Desktop: { min: 16, max: 64 },
  h3Mobile: { min: 14, max: 36 },
  h3Desktop: { min: 14, max: 48 },
  h4Size: { min: 14, max: 32 },
  h5Size: { min: 13, max: 28 },
  h6Size: { min: 12, max: 24 },
};

/** The viewport widths the fluid sizes run between (a phone's and a laptop's, as the screenshots). */
export const fluidRange = { from: 390, to: 1366 } as const;

const fieldNames: Record<TypeScaleField, string> = {
  bodySize: 'גודל הטקסט',
  h1Mobile: 'כותרת ראשית בנייד',
  h1Desktop: 'כותרת ראשית במחשב',
  h2Mobile: 'כותרת משנה בנייד',
  h2Desktop: 'כותרת משנה במחשב',
  h3Mobile: 'כותרת שלישית בנייד',
  h3Desktop: 'כותרת שלישית במחשב',
  h4Size: 'כותרת רביעית',
  h5Size: 'כותרת חמישית',
  h6Size: 'כותרת שישית',
};

const inRange = (field: TypeScaleField, value: number | null | undefined): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= typeScaleLimits[field].min &&
  value <= typeScaleLimits[field].max;

/** The sizes in force: each valid one set, or the design's own. */
export function effectiveTypeScale(input: TypeScale): Required<{ [K in TypeScaleField]: number }> {
  const pick = (k: TypeScaleField) => (inRange(k, input[k]) ? input[k]! : defaultTypeScale[k]);
  return {
    bodySize: pick('bodySize'),
    h1Mobile: pick('h1Mobile'),
    h1Desktop: pick('h1Desktop'),
    h2Mobile: pick('h2Mobile'),
    h2Desktop: pick('h2Desktop'),
    h3Mobile: pick('h3Mobile'),
    h3Desktop: pick('h3Desktop'),
    h4Size: pick('h4Size'),
    h5Size: pick('h5Size'),
    h6Size: pick('h6Size'),
  };
}

export interface TypeScaleProblem {
  field: TypeScaleField;
  message: string;
}

/**
 * What stops these sizes from being saved, in Hebrew: a size out of its range, a heading smaller than the
 * text, or a desktop heading smaller than the phone's.
 */
export function typeScaleProblems(input: TypeScale): TypeScaleProblem[] {
  const problems: TypeScaleProblem[] = [];
  for (const field of Object.keys(fieldNames) as TypeScaleField[]) {
    const value = input[field];
    if (value === null || value === undefined || inRange(field, value)) continue;
    const { min, max } = typeScaleLimits[field];
    problems.push({ field, message: `${fieldNames[field]}: מספר שלם של פיקסלים בין ${min} ל־${max}.` });
  }
  if (problems.length) return problems;
  const s = effectiveTypeScale(input);
  for (const level of ['h1', 'h2', 'h3'] as const) {
    const mobile = `${level}Mobile` as const;
    const desktop = `${level}Desktop` as const;
    // H3's own sizes are checked once the owner sets them: a larger body alone does not refuse the save.
    if (level === 'h3' && input.h3Mobile == null && input.h3Desktop == null) continue;
    if (s[mobile] < s.bodySize)
      problems.push({ field: mobile, message: `${fieldNames[mobile]} קטנה מגודל הטקסט (${s.bodySize} פיקסלים).` });
    else if (s[desktop] < s[mobile])
      problems.push({
        field: desktop,
        message: `${fieldNames[desktop]} (${s[desktop]}) קטנה מזו שבנייד (${s[mobile]}); במחשב הכותרת גדולה או שווה.`,
      });
  }
  if (s.h2Desktop > s.h1Desktop)
    problems.push({ field: 'h2Desktop', message: `${fieldNames.h2Desktop} גדולה מהכותרת הראשית במחשב.` });
  if ((input.h3Mobile != null || input.h3Desktop != null) && s.h3Desktop > s.h2Desktop)
    problems.push({ field: 'h3Desktop', message: `${fieldNames.h3Desktop} גדולה מכותרת המשנה במחשב.` });
  // H4–H6, once the owner sets one: each no larger than the level above it (H4 than H3 on a phone).
  const minor = [
    ['h4Size', 'h3Mobile'],
    ['h5Size', 'h4Size'],
    ['h6Size', 'h5Size'],
  ] as const;
  if (input.h4Size != null || input.h5Size != null || input.h6Size != null)
    for (const [field, above] of minor)
      if (s[field] > s[above])
        problems.push({
          field,
          message: `${fieldNames[field]} (${s[field]}) גדולה מ${fieldNames[above]} (${s[above]}).`,
        });
  return problems;
}

const rem = (px: number) => `${+(px / 16).toFixed(4)}rem`;

/**
 * `clamp()` growing linearly from `mobile` at 390 px to `desktop` at 1366 px of viewport: the rem part
 * keeps it scaling with the visitor's text size (WCAG 1.4.4).
 */
export function fluidSize(mobile: number, desktop: number): string {
  if (mobile === desktop) return rem(mobile);
  const slope = (desktop - mobile) / (fluidRange.to - fluidRange.from);
  const intercept = mobile - slope * fluidRange.from;
  return `clamp(${rem(mobile)}, ${rem(intercept)} + ${+(slope * 100).toFixed(4)}vw, ${rem(desktop)})`;
}

/** The custom properties for these sizes: only those that differ from the design's own. */
export function typeScaleCss(input: TypeScale): string {
  if (typeScaleProblems(input).length) return '';
  const s = effectiveTypeScale(input);
  const d = defaultTypeScale;
  const vars: string[] = [];
  if (s.bodySize !== d.bodySize) vars.push(`--text-body:${rem(s.bodySize)}`);
  if (s.h1Mobile !== d.h1Mobile || s.h1Desktop !== d.h1Desktop)
    vars.push(`--text-h1:${fluidSize(s.h1Mobile, s.h1Desktop)}`);
  if (s.h2Mobile !== d.h2Mobile || s.h2Desktop !== d.h2Desktop)
    vars.push(`--text-h2:${fluidSize(s.h2Mobile, s.h2Desktop)}`);
  if (s.h3Mobile !== d.h3Mobile || s.h3Desktop !== d.h3Desktop)
    vars.push(`--text-h3:${fluidSize(s.h3Mobile, s.h3Desktop)}`);
  for (const level of [4, 5, 6] as const) {
    const field = `h${level}Size` as const;
    if (s[field] !== d[field]) vars.push(`--text-h${level}:${rem(s[field])}`);
  }
  return vars.length ? `html:root{${vars.join(';')}}` : '';
}
