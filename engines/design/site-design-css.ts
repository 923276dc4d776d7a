import { brandCss, type BrandColours } from '../colour/brand';
import { customColourVariables, type CustomColour } from '../colour/custom-colours';
import { fontVariablesCss, type FontSettings } from './fonts';
import { layoutCss, type LayoutSettings } from './layout';
import { typeScaleCss, type TypeScale } from './type-scale';

/**
 * Site Settings → Design as one style sheet for the site's pages and the builder's preview (empty when
 * unset). The chosen families' `@font-face` rules are not here: their URLs differ between the site and the
 * builder (engines/design/fonts.ts `fontFaceCss`).
 */
export const siteDesignCss = (design: {
  brand?: (BrandColours & { customColours?: readonly CustomColour[] | null }) | null;
  fonts?: FontSettings | null;
  layout?: LayoutSettings | null;
  typeScale?: TypeScale | null;
}): string =>
  brandCss(design.brand ?? {}, customColourVariables(design.brand?.customColours, design.brand ?? {})) +
  fontVariablesCss(design.fonts) +
  typeScaleCss(design.typeScale ?? {}) +
  layoutCss(design.layout ?? {});
