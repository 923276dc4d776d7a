import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib/paths.ts';

export interface WidgetBytes {
  bootstrap: number;
  launcherMarkup: number;
  panelCode: number;
  panelFragment: number;
  chat: ChatBytes | null;
  popup: PopupBytes | null;
}

/** Popups: the engine chunk pages with popups load, the chunks fetched only when needed, the explainer. */
export interface PopupBytes {
  /** The popup chunk plus the storage helper it imports (goal ≤ 5 KB). */
  engine: number;
  /** The dialogs' code: only on a visit where a popup may open (not every one is blocked). */
  view: number;
  /** Page events for scroll, element, click, inactivity, exit-intent and adblock triggers. */
  signals: number;
  adblock: number;
  session: number;
  conversions: number;
  styles: number;
  explainer: number;
}

/** The WhatsApp button: what it adds to every page before interaction, and the QR code's code when shown. */
export interface ChatBytes {
  /** The chat's chunk, its styles inside it (site-runtime/chat/widget.ts adopts them when it runs). */
  code: number;
  markup: number;
  qrCode: number;
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** What the accessibility widget costs before use (bootstrap, launcher) and on first use (code, markup). */
export async function widgetBytes(base: string): Promise<WidgetBytes> {
  const html = await (await fetch(new URL('/articles/', base))).text();
  const bootstrap =
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('arig-a11y')) ??
    '';
  const launcher = html.match(/<button[^>]*data-a11y-launcher[\s\S]*?<\/button>/)?.[0] ?? '';
  const dir = path.join(root, 'dist', 'site', 'client', '_astro');
  const chunk = (await readdir(dir)).find((f) => f.startsWith('panel.') && f.endsWith('.js'));
  const fragment = await (await fetch(new URL('/wp-json/arig/v1/a11y-panel', base))).text();
  const files = await readdir(dir);
  const file = (prefix: string) => files.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const [chatCode, qrCode] = [file('widget.'), file('qr.')];
  const chatStart = html.indexOf('<div class="chat ');
  const chatMarkup =
    chatStart < 0 ? '' : html.slice(chatStart, html.indexOf('</body>')).replace(/<script[\s\S]*?<\/script>/g, '');
  const chat =
    chatCode && qrCode && chatMarkup
      ? {
          code: gz(await readFile(path.join(dir, chatCode))),
          markup: gz(chatMarkup),
          qrCode: gz(await readFile(path.join(dir, qrCode))),
        }
      : null;
  const popupFiles = {
    engine: file('popups.'),
    store: file('expiring-store.'),
    view: file('view.'),
    signals: file('signals.'),
    adblock: file('adblock.'),
    session: file('session.'),
    conversions: file('conversions.'),
    explainer: file('explainer.'),
  };
  const gzFile = async (name: string | undefined) => (name ? gz(await readFile(path.join(dir, name))) : NaN);
  const popup = Object.values(popupFiles).every(Boolean)
    ? {
        engine: (await gzFile(popupFiles.engine)) + (await gzFile(popupFiles.store)),
        view: await gzFile(popupFiles.view),
        signals: await gzFile(popupFiles.signals),
        adblock: await gzFile(popupFiles.adblock),
        session: await gzFile(popupFiles.session),
        conversions: await gzFile(popupFiles.conversions),
        styles: gz(await readFile(path.join(root, 'components', 'popup', 'popup.css'))),
        explainer: await gzFile(popupFiles.explainer),
      }
    : null;
  return {
    chat,
    popup,
    bootstrap: gz(bootstrap),
    launcherMarkup: gz(launcher),
    panelCode: chunk ? gz(await readFile(path.join(dir, chunk))) : NaN,
    panelFragment: gz(fragment),
  };
}
