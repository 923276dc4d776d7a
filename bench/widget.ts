import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib/paths.ts';

export interface WidgetBytes {
  bootstrap: number;
  launcherMarkup: number;
  panelCode: number;
  panelFragment: number;
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
  return {
    bootstrap: gz(bootstrap),
    launcherMarkup: gz(launcher),
    panelCode: chunk ? gz(await readFile(path.join(dir, chunk))) : NaN,
    panelFragment: gz(fragment),
  };
}
