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

/** Popups: the engine chunk pages with popups load, and the editors' explainer chunk. */
export interface PopupBytes {
  /** The popup chunk plus the storage helper it imports (goal ≤ 5 KB). */
  engine: number;
  styles: number;
  explainer: number;
}

/** The WhatsApp button: what it adds to every page before interaction, and the QR code's code when shown. */
export interface ChatBytes {
  code: number;
  markup: number;
  styles: number;
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
          styles: gz(await readFile(path.join(root, 'components', 'chat', 'chat.css'))),
          qrCode: gz(await readFile(path.join(dir, qrCode))),
        }
      : null;
  const [popupCode, storeCode, explainerCode] = [file('popups.'), file('expiring-store.'), file('explainer.')];
  const popup =
    popupCode && storeCode && explainerCode
      ? {
          engine: gz(await readFile(path.join(dir, popupCode))) + gz(await readFile(path.join(dir, storeCode))),
          styles: gz(await readFile(path.join(root, 'components', 'popup', 'popup.css'))),
          explainer: gz(await readFile(path.join(dir, explainerCode))),
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
