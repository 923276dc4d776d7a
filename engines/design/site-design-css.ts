import { brandCss, type BrandColours } from '../colour/brand';
import { layoutCss, type LayoutSettings } from './layout';

/** Site Settings → Design as one style sheet for the site's pages and the builder's preview (empty when unset). */
export const siteDesignCss = (design: { brand?: BrandColours | null; layout?: LayoutSettings | null }): string =>
  brandCss(design.brand ?? {}) + layoutCss(design.layout ?? {});
