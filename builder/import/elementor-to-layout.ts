import type { Layout } from '../layout';
import type { LayoutNode } from '../props';
import type { ElementorReport, ElementorResolver } from './elementor-types';
import { finalizeLayout } from './finalize';
import { quote, MapContext } from './map-context';
import { mapElements } from './walk';
import { plainText } from './text';

export type { ElementorReport, ElementorResolver } from './elementor-types';

/**
 * Maps a page's Elementor data (`_elementor_data`: sections → columns → widgets, or flexbox containers) onto
 * an arig builder layout: sections, columns and containers keep their structure, each widget becomes the
 * arig widget that does the same job (with its settings, links through `resolver.link`, images through
 * `resolver.media`, popups through `resolver.popup`), and a widget arig has no counterpart for becomes a
 * `wp-placeholder` that keeps its settings. Accepts the parsed array or the JSON string as stored.
 *
 * Never throws: malformed data gives a valid (possibly empty or cut) layout and says why in the report.
 * The layout returned is the save validator's output, so it passes `validateLayout` as it is.
 */
export function elementorToLayout(
  data: unknown,
  title: string,
  resolver: ElementorResolver,
): { layout: Layout; report: ElementorReport } {
  const ctx = new MapContext(resolver);
  let content: LayoutNode[] = [];
  try {
    const elements = typeof data === 'string' ? parse(data, ctx) : data;
    if (Array.isArray(elements)) content = mapElements(elements, ctx, 1, 'root');
    else if (elements !== undefined) ctx.report.issue('נתוני אלמנטור אינם רשימה של אזורים; העמוד יובא ריק');
    ctx.finish();
  } catch (error) {
    // Input of a shape nothing above expected must not stop an import: the page comes in empty, reported.
    ctx.report.issue(
      `נתוני אלמנטור לא נקראו (${quote(error instanceof Error ? error.message : String(error))}); העמוד יובא ריק`,
    );
    content = [];
  }
  const layout = finalizeLayout({ version: 1, root: { props: { title: plainText(title, 200) } }, content }, ctx);
  return { layout, report: ctx.report.finish() };
}

function parse(json: string, ctx: MapContext): unknown {
  try {
    return JSON.parse(json);
  } catch {
    ctx.report.issue('נתוני אלמנטור אינם JSON תקין; העמוד יובא ריק');
    return undefined;
  }
}
