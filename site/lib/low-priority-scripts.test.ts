import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, withLowPriorityScripts } from './low-priority-scripts';

const page = [
  '<head><script>document.documentElement.classList.add("js")</script></head>',
  '<main><script type="module" src="/_astro/BuilderContent.astro_astro_type_script_index_0_lang.a1.js"></script></main>',
  '<script type="module" src="/_astro/Base.astro_astro_type_script_index_0_lang.b2.js"></script>',
].join('');

describe('lowPriorityScripts', () => {
  it("gives every one of Astro's module scripts a low fetch priority, where it was, and touches nothing else", () => {
    const out = lowPriorityScripts(page);
    expect(out.match(/<script type="module" fetchpriority="low" src="\/_astro\//g)).toHaveLength(2);
    expect(out).not.toMatch(/<script type="module" src=/);
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(page);
  });

  it("leaves a script that is not the site's own bundle alone", () => {
    const other =
      '<script type="module" src="https://cdn.example/x.js"></script><script type="application/ld+json">{}</script>';
    expect(lowPriorityScripts(other)).toBe(other);
  });
});

describe('withLowPriorityScripts', () => {
  it('rewrites an HTML response, keeping its status and headers but not a length that no longer holds', async () => {
    const response = new Response(page, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length), 'X-Kept': 'yes' },
    });
    const out = await withLowPriorityScripts(response);
    expect(out.status).toBe(404);
    expect(out.headers.get('X-Kept')).toBe('yes');
    expect(out.headers.has('Content-Length')).toBe(false);
    expect(await out.text()).toBe(lowPriorityScripts(page));
  });

  it('passes anything else through as it came', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } });
    expect(await withLowPriorityScripts(json)).toBe(json);
    const redirect = new Response(null, { status: 301, headers: { Location: '/x/', 'Content-Type': 'text/html' } });
    expect(await withLowPriorityScripts(redirect)).toBe(redirect);
  });
});
