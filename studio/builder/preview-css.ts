import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { allFontFiles, fontFaceCss, type FontSettings } from '../../engines/design/fonts';
import { fontHref } from './preview-css-href';

/**
 * The builder preview is styled by the site's own stylesheets, so what the editor sees is what visitors
 * get. They are served to the preview iframe only (the editor's own UI keeps Puck's styles): the site's
 * fonts, base and page styles and the widgets' CSS, concatenated in the order the site loads them, then
 * the preview's own notices and placeholders.
 * Font URLs are rewritten from the source tree to the builder's font route; nothing leaves the machine.
 */
export const previewCssFiles = [
  'site/styles/fonts.css',
  'site/styles/global.css',
  'site/styles/site.css',
  'builder/widgets.css',
  'builder/editor-preview.css',
] as const;

/** The self-hosted font files Site Settings offer (site/fonts: each family's Hebrew and Latin, 400 and 700); nothing else is served. */
export const servedFontFiles: ReadonlySet<string> = new Set(allFontFiles.map((f) => f.file));
export const fontDir = (root: string) => path.join(/*turbopackIgnore: true*/ root, 'site', 'fonts');

/** `url('../fonts/<file>')` (site/styles/fonts.css) → `url('/admin/builder/assets/fonts/<file>')`. */
export function rewriteFontUrls(css: string): string {
  return css.replace(/url\((['"]?)(?:\.\.\/)+fonts\/([\w.-]+)\1\)/g, (match, quote: string, file: string) =>
    servedFontFiles.has(file) ? `url(${quote}${fontHref(file)}${quote})` : match,
  );
}

/**
 * The site's CSS as the editor's preview needs it: fonts from the builder's route, and shown as soon as
 * they arrive (`swap`: the site's `optional` keeps them for a visitor's later pages; an editor is never
 * measured for layout shift and should see the site's font).
 */
export const forEditor = (css: string): string =>
  rewriteFontUrls(css).replace(/font-display:\s*optional/g, 'font-display: swap');

export interface PreviewCss {
  css: string;
  etag: string;
}

let cached: Promise<PreviewCss> | undefined;

/** Read once per process (the files change only with a new build). */
export function previewCss(root: string): Promise<PreviewCss> {
  cached ??= (async () => {
    const parts = await Promise.all(
      previewCssFiles.map(
        async (file) =>
          `/* ${file} */\n${forEditor(await readFile(path.join(/*turbopackIgnore: true*/ root, file), 'utf8'))}`,
      ),
    );
    const css = parts.join('\n');
    return { css, etag: `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"` };
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}

/** Site Settings' design for the preview: its custom properties and the chosen families from the builder's route. */
export const previewDesignCss = (designCss: string, fonts: FontSettings | null | undefined): string =>
  forEditor(designCss + fontFaceCss(fonts, fontHref));

/**
 * The preview's CSS with Site Settings' design (brand colours, width, corners) after it, as the site's
 * pages carry it; the ETag changes with it, so a colour saved in the studio shows in the next preview.
 */
export function withSiteDesign(preview: PreviewCss, designCss: string): PreviewCss {
  if (!designCss) return preview;
  const designTag = createHash('sha256').update(designCss).digest('base64url').slice(0, 12);
  return {
    css: `${preview.css}\n/* Site Settings → Design */\n${designCss}\n`,
    etag: `${preview.etag.slice(0, -1)}-${designTag}"`,
  };
}
