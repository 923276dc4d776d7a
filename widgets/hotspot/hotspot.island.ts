import { placeCard } from '../../engines/hotspot-placement';

const hoverCloseMs = 200;
/** The gap a card keeps from the window's edges (px). */
const edge = 8;

/**
 * Opens a point's card from its pin: on click, or (open_on=hover) also when the pointer rests on the
 * point or the pin gets focus. One card at a time; Escape closes it and keeps focus on its pin; a press
 * outside closes it. The card stays open while the pointer is on it (WCAG 1.4.13) and flips at the
 * viewport's edges (engines/hotspot-placement.ts).
 */
export function init(root: HTMLElement): void {
  if (root.dataset.ready) return;
  root.dataset.ready = 'yes';
  const hover = root.dataset.openOn === 'hover';
  const points = [...root.querySelectorAll<HTMLElement>('.w-hotspot__point')];
  let open: HTMLElement | null = null;
  let closeTimer: number | undefined;
  /** Set while Escape hands focus back to a pin, which must not reopen its card (hover mode opens on focus). */
  let refocusing = false;

  const pinOf = (point: HTMLElement) => point.querySelector<HTMLButtonElement>('.w-hotspot__pin')!;
  const cardOf = (point: HTMLElement) => point.querySelector<HTMLElement>('.w-hotspot__card')!;

  const show = (point: HTMLElement) => {
    window.clearTimeout(closeTimer);
    if (open === point) return;
    if (open) hide(open);
    open = point;
    const cardEl = cardOf(point);
    point.classList.remove('is-flipped', 'is-above');
    // Measured fixed in the window's corner: laid out in place first, it could overflow the page for a
    // moment, and a phone would zoom out to show it (moving the pin being measured).
    cardEl.style.cssText = 'position: fixed; inset: 0 auto auto 0; visibility: hidden';
    point.classList.add('is-open');
    pinOf(point).setAttribute('aria-expanded', 'true');
    const card = cardEl.getBoundingClientRect();
    const pin = pinOf(point).getBoundingClientRect();
    const place = placeCard(
      pin,
      { width: card.width, height: card.height },
      { left: edge, top: edge, right: document.documentElement.clientWidth - edge, bottom: window.innerHeight - edge },
      getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr',
      { overhang: 16, gap: 8 },
    );
    cardEl.style.cssText = '';
    point.classList.toggle('is-flipped', place.flipInline);
    point.classList.toggle('is-above', place.above);
    if (place.shift) cardEl.style.translate = `${place.shift}px 0`;
  };

  function hide(point: HTMLElement): void {
    point.classList.remove('is-open');
    pinOf(point).setAttribute('aria-expanded', 'false');
    if (open === point) open = null;
  }

  for (const point of points) {
    const pin = pinOf(point);
    pin.addEventListener('click', () => (open === point ? hide(point) : show(point)));
    if (hover) {
      point.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && show(point));
      point.addEventListener('pointerleave', (e) => {
        if (e.pointerType !== 'mouse') return;
        closeTimer = window.setTimeout(() => hide(point), hoverCloseMs);
      });
      pin.addEventListener('focus', () => !refocusing && show(point));
    }
    point.addEventListener('focusout', (e) => {
      if (!point.contains(e.relatedTarget as Node | null) && open === point && hover) hide(point);
    });
  }

  root.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !open) return;
    const point = open;
    hide(point);
    refocusing = true;
    pinOf(point).focus({ preventScroll: true });
    refocusing = false;
    e.stopPropagation();
  });
  document.addEventListener('pointerdown', (e) => {
    if (open && !open.contains(e.target as Node)) hide(open);
  });
}
