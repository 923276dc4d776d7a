import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import popupCss from '../../components/popup/popup.css?inline';
import { PopupDialog } from '../../components/popup/PopupDialog';
import { RenderLayout } from '../../builder/render-layout';
import type { FormSession } from '../../builder/context';
import { getPopupView } from '../../data/get-popups';
import { widgetStyles } from './widget-styles';

const query = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)[^\s?#]*$/),
});

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const styles = (sheets: { name: string; css: string }[]) =>
  sheets.map(({ name, css }) => <style key={name} data-style={name} dangerouslySetInnerHTML={{ __html: css }} />);

/**
 * `GET /wp-json/arig/v1/popup/{id}?path=/page/`: a popup's closed dialog with its styles, rendered for the
 * page at `path` (its links, forms and share buttons are that page's), fetched by the popup runtime
 * (site-runtime/popup/fragments.ts) only on a visit where a popup may open. Pages carry just the popups'
 * settings: the dialog, its layout and their CSS were about 3 KB of brotli HTML in every article.
 * Kept in the page cache per popup and page, among the variants (data/cache/page-key.ts).
 */
export async function popupResponse(
  idParam: string | undefined,
  search: URLSearchParams,
  formSession: FormSession,
): Promise<Response> {
  const read = query.safeParse({ id: idParam, path: search.get('path') ?? undefined });
  if (!read.success)
    return text(400, 'הבקשה אינה תקינה: נדרשים מזהה חלון (מספר שלם חיובי) ונתיב העמוד (path, שמתחיל ב־/).');
  const popup = await getPopupView(String(read.data.id), read.data.path);
  if (!popup) return text(404, 'החלון לא נמצא, אינו מפורסם או שאין בו תוכן.');
  const { layout, context } = popup.content;
  const html = renderToStaticMarkup(
    <>
      {styles([...widgetStyles([layout]), { name: 'popup', css: popupCss }])}
      <PopupDialog id={popup.id} title={popup.title} settings={popup.settings}>
        <RenderLayout layout={layout} context={{ ...context, formSession }} />
      </PopupDialog>
    </>,
  );
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
