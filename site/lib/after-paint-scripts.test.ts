import { describe, expect, it } from 'vitest';
import { afterPaintScripts, releaseBootstrap, withAfterPaintScripts } from './after-paint-scripts';

const page = [
  '<html><head><script>document.documentElement.classList.add("js")</script></head><body>',
  '<main><script type="module" src="/_astro/BuilderContent.astro_astro_type_script_index_0_lang.a1.js"></script></main>',
  '<script type="module" src="/_astro/Base.astro_astro_type_script_index_0_lang.b2.js"></script>',
  '</body></html>',
].join('');

describe('afterPaintScripts', () => {
  it("holds each of Astro's module scripts in a template, at low priority, and adds the bootstrap once, last in the body", () => {
    const out = afterPaintScripts(page);
    expect(
      out.match(
        /<template data-after-paint><script type="module" fetchpriority="low" src="\/_astro\/[^"]+"><\/script><\/template>/g,
      ),
    ).toHaveLength(2);
    expect(out).not.toMatch(/(?<!<template data-after-paint>)<script type="module"/);
    expect(out.split(releaseBootstrap)).toHaveLength(2);
    expect(out.endsWith(`<script>${releaseBootstrap}</script></body></html>`)).toBe(true);
    expect(out).toContain('<head><script>document.documentElement.classList.add("js")</script></head>');
  });

  it('leaves a page without such scripts, and scripts from elsewhere, exactly as they were', () => {
    const other =
      '<body><script type="module" src="https://cdn.example/x.js"></script><script type="application/ld+json">{}</script></body>';
    expect(afterPaintScripts(other)).toBe(other);
  });
});

describe('withAfterPaintScripts', () => {
  it('rewrites an HTML response, keeping its status and headers but not a length that no longer holds', async () => {
    const response = new Response(page, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length), 'X-Kept': 'yes' },
    });
    const out = await withAfterPaintScripts(response);
    expect(out.status).toBe(404);
    expect(out.headers.get('X-Kept')).toBe('yes');
    expect(out.headers.has('Content-Length')).toBe(false);
    expect(await out.text()).toBe(afterPaintScripts(page));
  });

  it('passes anything else through as it came', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } });
    expect(await withAfterPaintScripts(json)).toBe(json);
    const redirect = new Response(null, { status: 301, headers: { Location: '/x/', 'Content-Type': 'text/html' } });
    expect(await withAfterPaintScripts(redirect)).toBe(redirect);
  });
});
