import { fontFaceCss, fontFilesFor, type FontSettings } from '../../engines/design/fonts';

/** Every self-hosted font file as the build serves it (hashed); a page names only those its fonts use. */
const urls = import.meta.glob<string>('../fonts/*.woff2', { query: '?url', import: 'default', eager: true });

export function fontUrl(file: string): string {
  const url = urls[`../fonts/${file}`];
  if (!url) throw new Error(`No font file site/fonts/${file} (run \`npm run fonts\`).`);
  return url;
}

/** The files a page in these fonts preloads once cached, space-separated for <html data-fonts>. */
export const pageFontList = (fonts: FontSettings) =>
  fontFilesFor(fonts)
    .map((f) => fontUrl(f.file))
    .join(' ');

/** The chosen families' `@font-face` rules with the site's URLs (Heebo's are in site/styles/fonts.css). */
export const pageFontFaces = (fonts: FontSettings) => fontFaceCss(fonts, fontUrl);
