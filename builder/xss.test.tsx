import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../engines/sanitize-html';
import { isSafeUrl } from '../engines/safe-url';
import type { RenderContext } from './context';
import { formContext } from '../widgets/form/testing';
import { buildEditorConfig } from './editor-config';
import { validateLayout } from './layout';
import { widgetList } from './registry';
import { RenderLayout } from './render-layout';
import { xssCorpus } from './xss-corpus';

const corpus = xssCorpus;

/** Tags our renders may produce; anything else in the output came from input. */
const allowedTags = new Set(
  'div section article aside header footer nav h1 h2 h3 h4 h5 h6 p span a ul ol li strong b em i u s br blockquote figure figcaption img noscript hr details summary button svg path bdi dialog table caption thead tbody tr th td form input select option textarea label fieldset legend'.split(
    ' ',
  ),
);

const context: RenderContext = {
  // Forms, the newsletter and the cookie table render too, so their string props meet the corpus.
  ...formContext(),
  tracking: null,
  menus: { main: [{ label: 'בית', href: '/', children: [{ label: 'אודות', href: '/about/' }] }] },
  images: {
    '7': {
      src: '/media/loom.jpg',
      srcset: '/media/loom-640.jpg 640w',
      width: 1280,
      height: 853,
      alt: 'נול',
      title: null,
      description: null,
    },
  },
  animations: { '8': { src: '/media/threads.json', width: 800, height: 450, alt: 'חוטים' } },
  headings: [{ id: 'intro', text: 'מבוא', level: 2 }],
  reviews: [
    {
      id: 1,
      author: 'דנה',
      role: null,
      company: null,
      text: 'ליווי מקצועי',
      rating: 5,
      photo: null,
      date: '2026-01-01T00:00:00.000Z',
      sourceUrl: null,
    },
  ],
};

/** Every string leaf of a value, with its path (array items included). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

const placeholderShape =
  /^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 \d+ \d+'\/%3E$/;

/** Fails with a description if the HTML contains anything executable. */
function assertInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script/i);
  expect(html, where).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  const tagRe = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
  for (const [, tag, attrText] of html.matchAll(tagRe)) {
    expect(allowedTags.has(tag!.toLowerCase()), `${where}: <${tag}>`).toBe(true);
    for (const [, name, raw] of attrText!.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      const attr = name!.toLowerCase();
      expect(attr.startsWith('on'), `${where}: ${attr} on <${tag}>`).toBe(false);
      expect(['srcdoc', 'formaction', 'xlink:href'].includes(attr), `${where}: ${attr}`).toBe(false);
      const value = decodeEntities(raw ?? '');
      // A deferred image's own placeholder: an empty SVG of its shape, made of numbers only (DeferredImage).
      if (attr === 'src' && placeholderShape.test(value)) continue;
      // A deferred image's addresses become its src and srcset in the browser (site-runtime/lazy-images.ts).
      if (attr === 'href' || attr === 'src' || attr === 'action' || attr === 'data-src') {
        expect(isSafeUrl(value), `${where}: ${attr}=${value}`).toBe(true);
      }
      if (attr === 'data-srcset') expect(value, `${where}: data-srcset`).not.toMatch(/javascript:|data:/i);
      if (attr === 'style') expect(value, `${where}: style`).not.toMatch(/url\(|expression|javascript|[<>"]/i);
      if (attr === 'srcset') expect(value, `${where}: srcset`).not.toMatch(/javascript:|data:/i);
    }
  }
}

const editorConfig = buildEditorConfig(context);

describe('XSS corpus × every string field × every widget', () => {
  for (const entry of widgetList) {
    it(`${entry.type}: payloads are rejected or rendered inert (site and editor preview)`, () => {
      const base = structuredClone(entry.defaults) as Record<string, unknown>;
      if (entry.type === 'image') base.media_id = '7';
      if (entry.type === 'lottie') Object.assign(base, { animation_id: '8', poster_media_id: '7' });
      const paths = stringPaths(base);
      expect(paths.length, 'widget has string fields').toBeGreaterThan(0);
      let accepted = 0;
      for (const path of paths) {
        for (const payload of corpus) {
          const props = structuredClone(base);
          setPath(props, path, payload);
          const where = `${entry.type}.${path.join('.')} = ${JSON.stringify(payload)}`;
          const result = validateLayout({
            version: 1,
            root: {},
            content: [{ type: entry.type, props: { id: 'x1', ...props } }],
          });
          if (!result.ok) {
            expect(result.errors.length, where).toBeGreaterThan(0);
            continue;
          }
          accepted++;
          assertInert(renderToStaticMarkup(<RenderLayout layout={result.layout} context={context} />), `site ${where}`);
          const Preview = editorConfig.components[entry.type]!.render as (
            p: Record<string, unknown>,
          ) => React.ReactElement;
          assertInert(renderToStaticMarkup(<Preview {...props} id="x1" />), `editor ${where}`);
        }
      }
      // Widgets with free-text fields must actually render some payloads (the test is not vacuous).
      if (
        ['heading', 'text-editor', 'button', 'alert', 'tabs', 'accordion', 'toggle', 'icon-list', 'slides'].includes(
          entry.type,
        )
      ) {
        expect(accepted, `${entry.type} accepted payloads`).toBeGreaterThan(0);
      }
      if (entry.type === 'lottie') expect(accepted, 'lottie accepted payloads').toBeGreaterThan(0);
    });
  }

  it('refuses every script-capable URL in every URL field', () => {
    const urlFields: [string, string][] = [
      ['heading', 'link'],
      ['image', 'link'],
      ['button', 'link'],
    ];
    for (const [type, field] of urlFields) {
      for (const url of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        ' javascript:alert(1)',
        'data:text/html,x',
        'vbscript:x',
        '//evil.example/',
      ]) {
        const result = validateLayout({ version: 1, root: {}, content: [{ type, props: { id: 'u1', [field]: url } }] });
        expect(result.ok, `${type}.${field}=${url}`).toBe(false);
      }
    }
  });

  it('refuses markup in enum fields such as the heading tag (CVE class: html_tag / header_size)', () => {
    const result = validateLayout({
      version: 1,
      root: {},
      content: [{ type: 'heading', props: { id: 'h1', tag: 'img src=x onerror=alert(1)' } }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.path).toBe('content.0.props.tag');
  });
});
