import type { APIRoute } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { A11yPanel } from '../../../../../components/a11y-widget/Panel';
import { getA11yWidget } from '../../../../../data/get-a11y-widget';

/** The accessibility preferences dialog as an HTML fragment, fetched on the launcher's first use. */
export const GET: APIRoute = async () => {
  const widget = await getA11yWidget();
  if (!widget.enabled)
    return new Response('הוידג׳ט כבוי', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(renderToStaticMarkup(createElement(A11yPanel, { widget })), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};
