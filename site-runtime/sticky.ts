import {
  inlineStartOffset,
  parseStickySettings,
  stickyResizeDebounce,
  stickyState,
  type StickyResult,
  type StickySettings,
  type StickyState,
} from '../engines/sticky';
import { browserTimers } from './timers';

/**
 * Sticky elements (docs/builder.md "Animation and sticky runtime"): engines/sticky.ts decides, this file
 * measures and applies. While stuck or pinned the element leaves the flow and a spacer of its size (and
 * margins) keeps its place, so nothing below moves. Classes: `is-stuck` (fixed at `--w-sticky-offset`),
 * `is-pinned` (held at the parent's end), `w--sticky-effects`. Measured on scroll (once a frame) and
 * again 300 ms after a resize.
 */
interface Item {
  el: HTMLElement;
  settings: StickySettings;
  spacer: HTMLElement | null;
  state: StickyState;
}

/** site-runtime/scroll-to.ts reads a stuck element's place from it. */
const spacerClass = 'w-sticky-spacer';

function measure(item: Item) {
  const place = item.spacer ?? item.el;
  const rect = place.getBoundingClientRect();
  const parent = place.parentElement ?? document.documentElement;
  const p = parent.getBoundingClientRect();
  const scrollY = window.scrollY;
  return {
    rect,
    parent,
    geometry: {
      scrollY,
      viewportWidth: window.innerWidth,
      viewportHeight: document.documentElement.clientHeight,
      placeTop: rect.top + scrollY,
      height: rect.height,
      // the parent's padding box: where an absolutely positioned child's inset 0 lands
      parentTop: p.top + parent.clientTop + scrollY,
      parentBottom: p.top + parent.clientTop + parent.clientHeight + scrollY,
    },
  };
}

function release(item: Item): void {
  const { el } = item;
  item.spacer?.remove();
  item.spacer = null;
  item.state = 'none';
  el.classList.remove('is-stuck', 'is-pinned', 'w--sticky-effects');
  for (const prop of ['inline-size', 'inset-inline-start', '--w-sticky-offset']) el.style.removeProperty(prop);
}

function hold(item: Item, rect: DOMRect): HTMLElement {
  if (item.spacer) return item.spacer;
  const cs = getComputedStyle(item.el);
  const spacer = document.createElement('div');
  spacer.className = spacerClass;
  spacer.setAttribute('aria-hidden', 'true');
  const s = spacer.style;
  s.blockSize = `${rect.height}px`;
  s.inlineSize = `${rect.width}px`;
  s.flex = 'none';
  s.marginBlockStart = cs.marginBlockStart;
  s.marginBlockEnd = cs.marginBlockEnd;
  s.marginInlineStart = cs.marginInlineStart;
  s.marginInlineEnd = cs.marginInlineEnd;
  item.el.before(spacer);
  item.el.style.inlineSize = `${rect.width}px`;
  item.spacer = spacer;
  return spacer;
}

function apply(item: Item, result: StickyResult, parent: HTMLElement, rect: DOMRect): void {
  const { el } = item;
  if (result.state === 'none') {
    if (item.state !== 'none') release(item);
    return;
  }
  const spacer = hold(item, rect);
  const place = spacer.getBoundingClientRect();
  const rtl = getComputedStyle(el).direction === 'rtl';
  const container =
    result.state === 'stuck'
      ? { left: 0, right: document.documentElement.clientWidth }
      : (() => {
          const p = parent.getBoundingClientRect();
          return { left: p.left + parent.clientLeft, right: p.left + parent.clientLeft + parent.clientWidth };
        })();
  el.style.setProperty('inset-inline-start', `${inlineStartOffset(rtl ? 'rtl' : 'ltr', place, container)}px`);
  el.style.setProperty('--w-sticky-offset', `${result.inset}px`);
  el.classList.toggle('is-stuck', result.state === 'stuck');
  el.classList.toggle('is-pinned', result.state === 'pinned');
  el.classList.toggle('w--sticky-effects', result.effects);
  item.state = result.state;
}

function update(item: Item): void {
  const { rect, parent, geometry } = measure(item);
  apply(item, stickyState(item.settings, geometry), parent, rect);
}

export function initSticky(): void {
  const items: Item[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-sticky]')) {
    const settings = parseStickySettings(el.dataset);
    if (settings) items.push({ el, settings, spacer: null, state: 'none' });
  }
  if (items.length === 0) return;

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      items.forEach(update);
    });
  };
  let resizeTimer: unknown = null;
  const onResize = () => {
    if (resizeTimer !== null) browserTimers.clear(resizeTimer);
    resizeTimer = browserTimers.set(() => {
      resizeTimer = null;
      // Back in the flow to measure the new layout, then re-applied in the same frame (nothing paints between).
      items.forEach(release);
      items.forEach(update);
    }, stickyResizeDebounce);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  items.forEach(update);
}
