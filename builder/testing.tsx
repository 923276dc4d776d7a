import { renderToStaticMarkup } from 'react-dom/server';
import type { RenderContext } from './context';
import { validateLayout, type LayoutResult } from './layout';
import { RenderLayout, collectIslands } from './render-layout';
import { elementAttrs, elementDomId, type CommonProps } from './common';
import { registry } from './registry';

/** Test helper: a one-widget layout through the real pipeline (validate → render). */
export function validateWidget(type: string, props: Record<string, unknown> = {}): LayoutResult {
  return validateLayout({ version: 1, root: { props: {} }, content: [{ type, props: { id: 'w1', ...props } }] });
}

export function renderWidget(
  type: string,
  props: Record<string, unknown> = {},
  context: RenderContext = {},
): { html: string; islands: string[] } {
  const result = validateWidget(type, props);
  if (!result.ok) throw new Error(`invalid ${type}: ${JSON.stringify(result.errors)}`);
  return {
    html: renderToStaticMarkup(<RenderLayout layout={result.layout} context={context} />),
    islands: collectIslands(result.layout),
  };
}

/** The error paths of a rejected one-widget layout (e.g. ["content.0.props.link"]). */
export function errorPaths(type: string, props: Record<string, unknown>): string[] {
  const result = validateWidget(type, props);
  return result.ok ? [] : result.errors.map((e) => e.path);
}

/** Test helper: one widget rendered as the editor's preview shows it (`editing`), through its registry entry. */
export function renderInEditor(type: string, props: Record<string, unknown> = {}, context: RenderContext = {}): string {
  const result = validateWidget(type, props);
  if (!result.ok) throw new Error(`invalid ${type}: ${JSON.stringify(result.errors)}`);
  const node = result.layout.content[0]!;
  const valid = node.props as typeof node.props & CommonProps;
  const Render = registry[type]!.render;
  const ctx = {
    ...context,
    attrs: elementAttrs(type, valid),
    domId: elementDomId(valid),
    slot: () => null,
    editing: true,
  };
  return renderToStaticMarkup(<Render props={valid} ctx={ctx} />);
}
