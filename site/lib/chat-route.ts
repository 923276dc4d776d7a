import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatWidget } from '../../components/chat/ChatWidget';
import { getChat } from '../../data/get-chat';
import { getSiteSettings } from '../../data/get-settings';
import { siteUrl } from '../../data/site-url';
import chatCss from '../../components/chat/chat.css?inline';

export const chatPath = '/wp-json/arig/v1/chat';

/**
 * `GET /wp-json/arig/v1/chat`: the WhatsApp chat's CSS and markup, fetched shortly before its button is due
 * (site-runtime/chat-loader.ts), which shows the button; its behaviour comes later, when the visitor engages
 * (site-runtime/chat/widget.ts). The same fragment for every page (the page's title, which messages may
 * quote, rides on the page's slot), kept in the page cache and purged with it. It was about 1.3 KB of
 * brotli HTML on every page, hidden until the chat's code ran; the CSS (about 2 KB of brotli) came in the
 * code, which a visitor who never engages now does not fetch.
 */
export async function chatResponse(): Promise<Response> {
  const [chat, settings] = await Promise.all([getChat(), getSiteSettings()]);
  if (!chat)
    return new Response('הצ׳אט כבוי.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const page = { site: settings.businessName, home: `${siteUrl()}/`, title: '' };
  const markup = renderToStaticMarkup(createElement(ChatWidget, { chat, page }));
  return new Response(`<style data-style="chat">${chatCss}</style>${markup}`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
