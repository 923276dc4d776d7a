import { brandCss, type BrandColours } from '../colour/brand';
import { fontVariablesCss, type FontSettings } from './fonts';
import { layoutCss, type LayoutSettings } from './layout';
import { typeScaleCss, type TypeScale } from './type-scale';

/**
 * Site Settings → Design as one style sheet for the site's pages and the builder's preview (empty when
 * unset). The chosen families' `@font-face` rules are not here: their URLs differ between the site and the
 * builder (engines/design/fonts.ts `fontFaceCss`).
 */
export const siteDesignCss = (design: {
  brand?: BrandColours | null;
  fonts?: FontSettings | null;
  layout?: LayoutSettings | null;
  typeScale?: TypeScale | null;
}): string =>
  brandCss(design.brand ?? {}) +
  fontVariablesCss(design.fonts) +
  typeScaleCss(design.typeScale ?? {}) +
  layoutCss(design.layout ?? {});
