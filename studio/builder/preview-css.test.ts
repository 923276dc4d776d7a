import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  previewCss,
  previewDesignCss,
  servedFontFiles,
  previewCssFiles,
  rewriteFontUrls,
  withSiteDesign,
} from './preview-css';
import { fontHref, previewCssHref } from './preview-css-href';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('builder preview stylesheet', () => {
  it('rewrites the self-hosted Heebo URLs to the builder font route', () => {
    expect(rewriteFontUrls("src: url('../fonts/heebo-hebrew-400.woff2')")).toBe(
      "src: url('/admin/builder/assets/fonts/heebo-hebrew-400.woff2')",
    );
    expect(rewriteFontUrls('url(../fonts/heebo-latin-700.woff2)')).toBe(
      'url(/admin/builder/assets/fonts/heebo-latin-700.woff2)',
    );
    // Anything else is left alone (and would then not resolve), never turned into a served path.
    const other = "url('../fonts/heebo-cyrillic-400.woff2')";
    expect(rewriteFontUrls(other)).toBe(other);
    expect(previewCssHref).toBe('/admin/builder/assets/preview.css');
    expect(fontHref('x.woff2')).toBe('/admin/builder/assets/fonts/x.woff2');
  });

  it("serves only the families' own files", () => {
    for (const ok of ['heebo-hebrew-400.woff2', 'heebo-latin-700.woff2', 'frank-ruhl-libre-hebrew-700.woff2'])
      expect(servedFontFiles.has(ok)).toBe(true);
    for (const bad of [
      '../package.json',
      'heebo-hebrew-400.woff2/..',
      'heebo-hebrew-400-normal.woff2',
      'heebo-greek-400.woff2',
      'x.woff2',
    ])
      expect(servedFontFiles.has(bad)).toBe(false);
  });

  it("is the site's own CSS with every URL on this origin", async () => {
    const { css, etag } = await previewCss(root);
    for (const file of previewCssFiles) expect(css).toContain(`/* ${file} */`);
    expect(css).toContain('.w-button--primary');
    expect(css).toContain("font-family: 'Heebo'");
    expect(css).toContain('font-display: swap');
    expect(css).not.toContain('font-display: optional');
    const urls = [...css.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url, url).toMatch(/^(\/admin\/builder\/assets\/fonts\/|data:)/);
    expect(css).not.toMatch(/@import/);
    expect(etag).toMatch(/^"[\w-]+"$/);
  });

  it("carries the brand colours after the site's own, with an ETag that changes with them", async () => {
    const preview = await previewCss(root);
    expect(withSiteDesign(preview, '')).toBe(preview);
    const red = withSiteDesign(preview, ':root{--color-accent:#7a1f3d}');
    const green = withSiteDesign(preview, ':root{--color-accent:#0a5c36}');
    expect(red.css.startsWith(preview.css)).toBe(true);
    expect(red.css.trimEnd().endsWith(':root{--color-accent:#7a1f3d}')).toBe(true);
    expect(new Set([preview.etag, red.etag, green.etag]).size).toBe(3);
    expect(red.etag).toMatch(/^"[\w-]+"$/);
  });

  it("loads a chosen family from the builder's font route and shows it at once", () => {
    const css = previewDesignCss('', { headings: 'frank-ruhl-libre' });
    expect(css).toContain("font-family:'Frank Ruhl Libre'");
    expect(css).toContain("url('/admin/builder/assets/fonts/frank-ruhl-libre-hebrew-700.woff2')");
    expect(css).toContain('font-display: swap');
    expect(css).not.toContain('optional');
    expect(previewDesignCss('', {})).toBe('');
  });
});
