import widgetsSheet from '../../builder/widgets.css?raw';
import type { Layout } from '../../builder/layout';
import { walkLayout } from '../../builder/render-layout';
import { compactCss, layoutFeatures, sectionsFor, splitWidgetCss } from '../../builder/widget-css';

const sections = splitWidgetCss(widgetsSheet).map((s) => ({ ...s, css: compactCss(s.css) }));

/**
 * The widget CSS these layouts need, by section, each named so a page inlines it once (InlineStyles): their
 * widgets' sections, and those of the settings they use (`layoutFeatures`).
 */
export function widgetStyles(layouts: readonly Pick<Layout, 'content'>[]): { name: string; css: string }[] {
  const types = new Set<string>();
  for (const layout of layouts)
    walkLayout(layout.content, (node) => {
      types.add(node.type);
      for (const feature of layoutFeatures(node.type, node.props)) types.add(feature);
    });
  return sectionsFor(sections, types).map((s) => ({ name: `widgets-${s.index}`, css: s.css }));
}

/**
 * Only the sections of these widget types, without the base: for a page outside the builder that shows one
 * widget's markup (the product page's tabs) and styles everything else itself.
 */
export function widgetOwnStyles(types: readonly string[]): { name: string; css: string }[] {
  return sectionsFor(sections, types)
    .filter((s) => s.types !== '*')
    .map((s) => ({ name: `widgets-${s.index}`, css: s.css }));
}
