import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatWidget } from '../../components/chat/ChatWidget';
import { getChat } from '../../data/get-chat';
import { getSiteSettings } from '../../data/get-settings';
import { siteUrl } from '../../data/site-url';

export const chatPath = '/wp-json/arig/v1/chat';

/**
 * `GET /wp-json/arig/v1/chat`: the WhatsApp chat's markup, fetched with its code once a page has loaded
 * and painted (site-runtime/chat/widget.ts). The same fragment for every page (the page's title, which
 * messages may quote, rides on the page's slot), kept in the page cache and purged with it. It was about
 * 1.3 KB of brotli HTML on every page, hidden until the chat's code ran.
 */
export async function chatResponse(): Promise<Response> {
  const [chat, settings] = await Promise.all([getChat(), getSiteSettings()]);
  if (!chat)
    return new Response('הצ׳אט כבוי.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const page = { site: settings.businessName, home: `${siteUrl()}/`, title: '' };
  return new Response(renderToStaticMarkup(createElement(ChatWidget, { chat, page })), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
