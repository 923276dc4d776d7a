/**
 * The global image lightbox's rules (spec §2 "Global image lightbox", §3 site-level display settings;
 * reference §4): how links group into a slideshow, where the text comes from, and how keys and swipes move
 * through the slides on a right-to-left page. Pure: the DOM side gathers facts. Which links open it is in
 * `lightbox-links.ts`, the part every page carries.
 */

import type { LightboxOptions, TextSource } from './lightbox-options';

export interface SlideFacts {
  url: string;
  /** The slideshow id (`data-lightbox` or `data-elementor-lightbox-slideshow`); empty for a single image. */
  group: string;
  /** `data-elementor-lightbox-index`, when given. */
  order?: number | undefined;
  /** Links inside carousel clones are copies and never slides. */
  clone?: boolean;
  title?: string | undefined;
  caption?: string | undefined;
  alt?: string | undefined;
  description?: string | undefined;
}

export interface Slide {
  url: string;
  title: string;
  description: string;
  alt: string;
}

export function textFrom(source: TextSource, facts: SlideFacts): string {
  return source === 'none' ? '' : (facts[source] ?? '').trim();
}

export function toSlide(facts: SlideFacts, options: Pick<LightboxOptions, 'titleSource' | 'descriptionSource'>): Slide {
  const title = textFrom(options.titleSource, facts);
  const description = textFrom(options.descriptionSource, facts);
  return { url: facts.url, title, description, alt: (facts.alt ?? '').trim() || title };
}

/**
 * The slideshow a clicked link opens: the links of its group (DOM order, or their explicit order), starting
 * at the first with the clicked link's URL; a link without a group opens alone.
 */
export function slideshowFor(clicked: SlideFacts, all: readonly SlideFacts[]): { slides: SlideFacts[]; index: number } {
  if (!clicked.group) return { slides: [clicked], index: 0 };
  const members = all
    .map((facts, position) => ({ facts, position }))
    .filter(({ facts }) => facts.group === clicked.group && !facts.clone)
    .sort((a, b) => (a.facts.order ?? a.position) - (b.facts.order ?? b.position) || a.position - b.position)
    .map(({ facts }) => facts);
  if (members.length === 0) return { slides: [clicked], index: 0 };
  const index = members.findIndex((m) => m.url === clicked.url);
  return index < 0 ? { slides: [clicked], index: 0 } : { slides: members, index };
}

/** The next slide's index; the slideshow loops. */
export function stepIndex(index: number, count: number, delta: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** "2 / 5": position and total, for the counter. */
export const counterText = (index: number, count: number): string => `${index + 1} / ${count}`;

export type Direction = 'rtl' | 'ltr';
export type Move = 'next' | 'prev';

/** On a right-to-left page the next slide lies to the left: ArrowLeft moves forward, ArrowRight back. */
export function keyMove(key: string, dir: Direction): Move | null {
  if (key === 'ArrowLeft') return dir === 'rtl' ? 'next' : 'prev';
  if (key === 'ArrowRight') return dir === 'rtl' ? 'prev' : 'next';
  return null;
}

export const swipeThreshold = 50;

/** A horizontal swipe of at least 50 px: pulling the picture rightwards on an RTL page brings the next one. */
export function swipeMove(dx: number, dy: number, dir: Direction): Move | null {
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return null;
  const rightwards = dx > 0;
  return rightwards === (dir === 'rtl') ? 'next' : 'prev';
}

/** Share targets (reference §4.10): the page without its hash for Facebook and X, the image for Pinterest. */
export function shareLinks(pageUrl: string, imageUrl: string, text: string) {
  const page = pageUrl.split('#')[0] ?? pageUrl;
  const e = encodeURIComponent;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(page)}`,
    x: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(page)}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${e(page)}&media=${e(imageUrl)}&description=${e(text)}`,
  };
}
