import {
  counterText,
  keyMove,
  shareLinks,
  stepIndex,
  swipeMove,
  type Direction,
  type Move,
  type Slide,
} from '../../engines/media/lightbox';
import type { LightboxOptions } from '../../engines/media/lightbox-options';
import { tl } from '../../messages/lightbox';
import css from './lightbox.css?inline';
import { adoptStyles } from '../adopt-styles';

const icons = {
  close: 'M6 6l12 12M18 6L6 18',
  next: 'M15 5l-7 7 7 7',
  prev: 'M9 5l7 7-7 7',
  zoom: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M11 8v6M8 11h6',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  share:
    'M18 8a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', path);
  svg.append(p);
  return svg;
}

const button = (cls: string, label: string, path: string, attrs: Record<string, string> = {}) =>
  el('button', { type: 'button', class: cls, 'aria-label': label, ...attrs }, icon(path));

/**
 * Opens the lightbox on `slides` at `index`: a modal dialog (the page behind is inert), focus kept inside
 * and returned to `opener` on close; Escape, the close button or a click beside the picture close it.
 */
export function openLightbox(slides: Slide[], index: number, options: LightboxOptions, opener: Element | null): void {
  if (slides.length === 0 || document.querySelector('dialog.lightbox')) return;
  adoptStyles(css);
  const dir: Direction = document.documentElement.dir === 'ltr' ? 'ltr' : 'rtl';
  const many = slides.length > 1;
  let current = index;
  let zoomed = false;

  // The numbers read left to right inside the right-to-left bar ("2 / 5").
  const counterDigits = el('span', { dir: 'ltr' });
  const counterWord = el('span', { class: 'visually-hidden' });
  const counter = el('span', { class: 'lightbox__counter', 'aria-live': 'polite' }, counterWord, counterDigits);
  const zoom = button('lightbox__zoom', tl.zoom, icons.zoom, { 'aria-pressed': 'false' });
  const fullscreen = button('lightbox__fullscreen', tl.fullscreen, icons.fullscreen, { 'aria-pressed': 'false' });
  const shareToggle = button('lightbox__share-toggle', tl.share, icons.share, {
    'aria-expanded': 'false',
    'aria-controls': 'lightbox-share-menu',
  });
  const menu = el('ul', { class: 'lightbox__menu', id: 'lightbox-share-menu', hidden: '' });
  const close = button('lightbox__close', tl.close, icons.close);
  const bar = el('div', { class: 'lightbox__bar' }, counter);
  if (options.zoom) bar.append(zoom);
  if (options.fullscreen && document.fullscreenEnabled) bar.append(fullscreen);
  if (options.share) bar.append(el('div', { class: 'lightbox__share' }, shareToggle, menu));
  bar.append(close);

  const img = el('img', { alt: '', decoding: 'async' });
  const title = el('p', { class: 'lightbox__title' });
  const description = el('p', { class: 'lightbox__description' });
  const caption = el('figcaption', { class: 'lightbox__caption' }, title, description);
  const figure = el('figure', { class: 'lightbox__figure' }, img, caption);
  const stage = el('div', { class: 'lightbox__stage' }, figure);
  const dialog = el('dialog', { class: 'lightbox', 'aria-label': tl.dialog }, bar, stage);
  const prev = button('lightbox__nav lightbox__nav--prev', tl.prev, dir === 'rtl' ? icons.prev : icons.next);
  const next = button('lightbox__nav lightbox__nav--next', tl.next, dir === 'rtl' ? icons.next : icons.prev);
  if (many) dialog.append(prev, next);

  function setZoom(on: boolean): void {
    zoomed = on;
    dialog.classList.toggle('lightbox--zoomed', on);
    zoom.setAttribute('aria-pressed', String(on));
  }

  function setMenu(open: boolean): void {
    menu.hidden = !open;
    shareToggle.setAttribute('aria-expanded', String(open));
  }

  function show(i: number): void {
    current = i;
    const slide = slides[i]!;
    setZoom(false);
    setMenu(false);
    img.src = slide.url;
    img.alt = slide.alt;
    title.textContent = slide.title;
    title.hidden = !slide.title;
    description.textContent = slide.description;
    description.hidden = !slide.description;
    caption.hidden = !slide.title && !slide.description;
    counterDigits.textContent = options.counter && many ? counterText(i, slides.length) : '';
    counterWord.textContent = options.counter && many ? tl.image : '';
    if (options.share) fillShareMenu(slide);
    if (many)
      for (const n of [stepIndex(i, slides.length, 1), stepIndex(i, slides.length, -1)]) preload(slides[n]!.url);
  }

  function fillShareMenu(slide: Slide): void {
    const links = shareLinks(location.href, new URL(slide.url, location.href).href, slide.title || document.title);
    const external = (href: string, label: string) =>
      el('li', {}, el('a', { href, target: '_blank', rel: 'noopener noreferrer' }, label));
    menu.replaceChildren(
      external(links.facebook, tl.shareOn('Facebook')),
      external(links.x, tl.shareOn('X')),
      external(links.pinterest, tl.shareOn('Pinterest')),
      el('li', {}, el('a', { href: slide.url, download: '' }, tl.download)),
    );
  }

  function move(to: Move | null): void {
    if (!to || !many || zoomed) return;
    show(stepIndex(current, slides.length, to === 'next' ? 1 : -1));
  }

  prev.addEventListener('click', () => move('prev'));
  next.addEventListener('click', () => move('next'));
  zoom.addEventListener('click', () => setZoom(!zoomed));
  close.addEventListener('click', () => dialog.close());
  shareToggle.addEventListener('click', () => setMenu(menu.hidden));
  fullscreen.addEventListener('click', () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void dialog.requestFullscreen().catch(() => undefined);
  });
  const onFullscreen = () => fullscreen.setAttribute('aria-pressed', String(document.fullscreenElement === dialog));
  document.addEventListener('fullscreenchange', onFullscreen);

  stage.addEventListener('click', (e) => {
    if (e.target === stage) dialog.close();
  });
  let start: { x: number; y: number } | null = null;
  stage.addEventListener('pointerdown', (e) => (start = { x: e.clientX, y: e.clientY }));
  stage.addEventListener('pointerup', (e) => {
    if (start) move(swipeMove(e.clientX - start.x, e.clientY - start.y, dir));
    start = null;
  });

  dialog.addEventListener('cancel', (e) => {
    // Escape first closes the share menu, then the lightbox.
    if (!menu.hidden) {
      e.preventDefault();
      setMenu(false);
      shareToggle.focus();
    }
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') return trapTab(e);
    if (e.target instanceof HTMLElement && e.target.closest('.lightbox__menu')) return;
    const to = keyMove(e.key, dir);
    if (to) {
      e.preventDefault();
      move(to);
    }
  });
  function trapTab(e: KeyboardEvent): void {
    const stops = [...dialog.querySelectorAll<HTMLElement>('button, a[href]')].filter((n) => n.offsetParent !== null);
    const first = stops[0];
    const last = stops.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  dialog.addEventListener('close', () => {
    document.removeEventListener('fullscreenchange', onFullscreen);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    dialog.remove();
    if (opener instanceof HTMLElement) opener.focus({ preventScroll: true });
  });

  show(index);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

function preload(url: string): void {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
}
