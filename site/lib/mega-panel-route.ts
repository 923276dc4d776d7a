import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { RenderLayout } from '../../builder/render-layout';
import { getMegaPanel } from '../../data/get-mega-panels';
import type { FormSession } from '../../builder/context';
import { widgetStyles } from './widget-styles';
import { routes } from '../../config/routes';

export const megaPanelPath = routes.megaPanel;

const panelId = z.coerce.number().int().positive().max(2_147_483_647);

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * `GET /wp-json/arig/v1/mega-panel/{id}`: a published mega panel as an HTML fragment (its widgets' styles,
 * then its layout), fetched by site-runtime/mega-panels.ts once a visitor engages with a page. One
 * fragment for every page, kept in the page cache like a page.
 */
export async function megaPanelResponse(idParam: string | undefined, formSession: FormSession): Promise<Response> {
  const id = panelId.safeParse(idParam);
  if (!id.success) return text(400, 'מזהה הפאנל אינו תקין: נדרש מספר שלם חיובי.');
  const view = await getMegaPanel(id.data);
  if (!view) return text(404, 'הפאנל לא נמצא או שאינו מפורסם.');
  const styles = widgetStyles([view.layout]).map((style) =>
    createElement('style', { key: style.name, dangerouslySetInnerHTML: { __html: style.css } }),
  );
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      ...styles,
      createElement(RenderLayout, { layout: view.layout, context: { ...view.context, formSession } }),
    ),
  );
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
