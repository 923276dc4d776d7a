/**
 * The site's layout settings (issue 25, Site Settings → Design): the content width, the corner radius of
 * cards and fields, the buttons' own corners and width, and the room between sections, as the custom
 * properties `--container`, `--radius`, `--button-radius`, `--button-padding-inline` and `--space-5` every
 * page reads. Unset, the design's own
 * stay (site/styles/global.css; a test holds the two equal).
 */
export interface LayoutSettings {
  /** Pixels: the widest the page's content runs. */
  containerWidth?: number | null;
  /** Pixels: the corners of cards and fields (and of buttons, unless they have their own). */
  radius?: number | null;
  /** Pixels: the buttons' corners; from half their height up they are pills. */
  buttonRadius?: number | null;
  /** How much room a button's text has on either side. */
  buttonPadding?: ButtonPadding | null;
  /** The room between a page's sections: the spacing scale's largest step. */
  sectionSpacing?: SectionSpacing | null;
}

export type SectionSpacing = 'compact' | 'regular' | 'spacious';
/**
 * In rem, so it follows the reader's text size. `--space-5` is the step every section-level gap uses: the
 * page's and the footer's padding, listings, the article's side column, coloured bands in the builder.
 */
export const sectionSpacings: Record<SectionSpacing, number> = { compact: 1.75, regular: 2.5, spacious: 4 };

export type ButtonPadding = 'compact' | 'regular' | 'wide';
/** In em, so a small and a large button keep their proportions. */
export const buttonPaddings: Record<ButtonPadding, number> = { compact: 1, regular: 1.4, wide: 2 };

export const defaultLayout = { containerWidth: 1152, radius: 6 } as const;
export const layoutLimits = {
  containerWidth: { min: 720, max: 1920 },
  radius: { min: 0, max: 32 },
  buttonRadius: { min: 0, max: 40 },
} as const;

const within = (value: number | null | undefined, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The custom properties for these settings: only those that differ from the design's own. */
export function layoutCssVariables(input: LayoutSettings): Record<string, string> {
  const vars: Record<string, string> = {};
  const { containerWidth, radius } = input;
  if (within(containerWidth, layoutLimits.containerWidth) && containerWidth !== defaultLayout.containerWidth)
    vars['--container'] = `${containerWidth! / 16}rem`;
  if (within(radius, layoutLimits.radius) && radius !== defaultLayout.radius) vars['--radius'] = `${radius}px`;
  if (within(input.buttonRadius, layoutLimits.buttonRadius)) vars['--button-radius'] = `${input.buttonRadius}px`;
  const padding = input.buttonPadding;
  if (padding && padding !== 'regular' && padding in buttonPaddings)
    vars['--button-padding-inline'] = `${buttonPaddings[padding]}em`;
  const spacing = input.sectionSpacing;
  if (spacing && spacing !== 'regular' && spacing in sectionSpacings)
    vars['--space-5'] = `${sectionSpacings[spacing]}rem`;
  return vars;
}

/** A `<style>` body for them; `html:root` outranks the stylesheet's `:root` in any order. */
export function layoutCss(input: LayoutSettings): string {
  const vars = Object.entries(layoutCssVariables(input));
  return vars.length ? `html:root{${vars.map(([k, v]) => `${k}:${v}`).join(';')}}` : '';
}
