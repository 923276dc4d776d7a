import { pages } from './pages';
import type { SeedBlock, SeedImageKey } from './types';

/** What the demo builder layouts are made of (layouts.ts, services-layout.ts). */
export type Node = { type: string; props: Record<string, unknown> };
export type MediaId = (key: SeedImageKey) => number | null;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function factory(prefix: string) {
  let n = 0;
  return (type: string, props: Record<string, unknown> = {}): Node => ({
    type,
    props: { id: `${prefix}-${type}-${++n}`, ...props },
  });
}

/** A rich-text body as heading and text widgets: runs of paragraphs and lists become one text widget. */
export function prose(w: ReturnType<typeof factory>, body: SeedBlock[]): Node[] {
  const out: Node[] = [];
  let html = '';
  const flush = () => {
    if (html) out.push(w('text-editor', { html }));
    html = '';
  };
  for (const block of body) {
    if (block.type === 'h2' || block.type === 'h3') {
      flush();
      out.push(w('heading', { text: block.text, tag: block.type }));
    } else if ('items' in block) {
      const tag = block.type;
      html += `<${tag}>${block.items.map((i) => `<li>${escape(i)}</li>`).join('')}</${tag}>`;
    } else if (block.type === 'quote') html += `<blockquote><p>${escape(block.text)}</p></blockquote>`;
    else html += `<p>${escape(block.text)}</p>`;
  }
  flush();
  return out;
}

export const page = (slug: string) => {
  const found = pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`no seed page ${slug}`);
  return found;
};
export const layout = (title: string, content: Node[]) => ({ version: 1, root: { props: { title } }, content });
export const image = (
  w: ReturnType<typeof factory>,
  media: MediaId,
  key: SeedImageKey,
  alt: string,
  priority = false,
) => {
  const id = media(key);
  return id === null ? [] : [w('image', { media_id: String(id), alt, sizes: 'half', priority })];
};

export const gallery = (w: ReturnType<typeof factory>, media: MediaId, keys: SeedImageKey[]) => {
  const items = keys.flatMap((key) => {
    const id = media(key);
    return id === null ? [] : [{ media_id: String(id), caption: '' }];
  });
  return items.length === 0 ? [] : [w('gallery', { items })];
};

export const carousel = (w: ReturnType<typeof factory>, media: MediaId, keys: SeedImageKey[]) => {
  const items = keys.flatMap((key) => {
    const id = media(key);
    return id === null ? [] : [{ media_id: String(id), caption: '', link: '' }];
  });
  return items.length === 0 ? [] : [w('image-carousel', { carousel_name: 'עבודות אחרונות', items })];
};

/** A hotspot on a seed picture (nothing when the picture is missing). */
export function hotspotOn(w: ReturnType<typeof factory>, media: MediaId, key: SeedImageKey, points: object[]): Node[] {
  const id = media(key);
  return id === null ? [] : [w('hotspot', { media_id: String(id), points })];
}

/** A slides widget over seed pictures; a slide whose picture is missing keeps its overlay's colour. */
export function slidesOn(
  w: ReturnType<typeof factory>,
  media: MediaId,
  items: ({ key: SeedImageKey } & Record<string, unknown>)[],
  props: Record<string, unknown> = {},
): Node {
  const slides = items.map(({ key, ...slide }) => ({ media_id: String(media(key) ?? ''), ...slide }));
  return w('slides', { ...props, slides });
}

/** The about page's Lottie animation (the seed's own) over its poster; nothing when either is missing. */
export function lottieOn(w: ReturnType<typeof factory>, media: MediaId, props: Record<string, unknown> = {}): Node[] {
  const animation = media('threads-animation');
  const poster = media('threads-poster');
  return animation === null || poster === null
    ? []
    : [w('lottie', { animation_id: String(animation), poster_media_id: String(poster), ...props })];
}
