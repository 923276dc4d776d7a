/**
 * Sticky elements (spec §3 "Sticky element settings", §4 "Sticky element", reference §9): one pure function
 * from a measurement of the page to the element's state. The runtime measures, calls it on scroll and
 * 300 ms after a resize, and applies the result (classes, spacer, inset).
 *
 * States: `none` (in the flow) → `stuck` (fixed at its offset from the viewport edge, a spacer of its size
 * holding its place) → `pinned` (with `sticky_parent`: held at its parent's end once the parent's end
 * scrolls by). `effects` turns on while it is stuck or pinned and the page has scrolled past
 * `sticky_effects_offset` px.
 */

export type Device = 'desktop' | 'tablet' | 'mobile';
/** Spec §9: mobile ≤ 767 px, tablet 768–1024 px, desktop above (config/site.ts `breakpoints`). */
export const deviceMaxWidth = { mobile: 767, tablet: 1024 } as const;
/** Spec §9 "Sticky reactivation debounce". */
export const stickyResizeDebounce = 300;

export function deviceForWidth(width: number): Device {
  if (width <= deviceMaxWidth.mobile) return 'mobile';
  if (width <= deviceMaxWidth.tablet) return 'tablet';
  return 'desktop';
}

export interface StickySettings {
  to: 'top' | 'bottom';
  on: Device[];
  /** px from the viewport edge while stuck */
  offset: number;
  /** px of page scroll after which the effects class applies */
  effectsOffset: number;
  /** stays within its parent */
  parent: boolean;
  /** px in-page anchor scrolling leaves for it (targets after it) */
  anchorLinkOffset: number;
}

/** The data attributes builder/common.ts writes (as `element.dataset` names them). */
export interface StickyAttributes {
  sticky?: string;
  stickyOn?: string;
  stickyOffset?: string;
  stickyEffectsOffset?: string;
  stickyParent?: string;
  stickyAnchorLinkOffset?: string;
}

const px = (raw: string | undefined, max: number): number => {
  if (!raw || !/^\d{1,5}$/.test(raw.trim())) return 0;
  return Math.min(Number(raw.trim()), max);
};
const devices: readonly Device[] = ['desktop', 'tablet', 'mobile'];

/** The element's settings from its attributes; null when it is not sticky (or sticky on no device). */
export function parseStickySettings(attrs: StickyAttributes): StickySettings | null {
  if (attrs.sticky !== 'top' && attrs.sticky !== 'bottom') return null;
  const on = devices.filter((d) => (attrs.stickyOn ?? '').split(/\s+/).includes(d));
  if (on.length === 0) return null;
  return {
    to: attrs.sticky,
    on,
    offset: px(attrs.stickyOffset, 2000),
    effectsOffset: px(attrs.stickyEffectsOffset, 10_000),
    parent: attrs.stickyParent === 'yes',
    anchorLinkOffset: px(attrs.stickyAnchorLinkOffset, 2000),
  };
}

/** Page geometry in document coordinates (px from the top of the page), measured by the runtime. */
export interface StickyMeasure {
  scrollY: number;
  viewportWidth: number;
  viewportHeight: number;
  /** top of the element's place in the flow (its spacer's while it is out of the flow) */
  placeTop: number;
  /** the element's block size */
  height: number;
  /** the parent's block extent; read only with `settings.parent` */
  parentTop: number;
  parentBottom: number;
}

export type StickyState = 'none' | 'stuck' | 'pinned';

export interface StickyResult {
  /** sticky applies at this viewport width */
  active: boolean;
  state: StickyState;
  effects: boolean;
  /** while stuck: px from the viewport edge it sticks to (top or bottom) */
  inset: number;
}

const off: StickyResult = { active: false, state: 'none', effects: false, inset: 0 };

export function stickyState(settings: StickySettings, m: StickyMeasure): StickyResult {
  if (!settings.on.includes(deviceForWidth(m.viewportWidth))) return off;
  const { offset } = settings;
  let state: StickyState = 'none';
  if (settings.to === 'top') {
    // Its top reached `offset` px below the viewport's top edge.
    if (m.scrollY + offset > m.placeTop) state = 'stuck';
    // Stuck, its end would pass the parent's end: it stays at the parent's end.
    if (settings.parent) {
      const room = m.parentBottom - m.placeTop - m.height;
      if (room <= 0) state = 'none';
      else if (state === 'stuck' && m.scrollY + offset + m.height > m.parentBottom) state = 'pinned';
    }
  } else {
    // Its end is further down than `offset` px above the viewport's bottom edge.
    const edge = m.scrollY + m.viewportHeight - offset;
    if (m.placeTop + m.height > edge) state = 'stuck';
    // Stuck, its start would pass above the parent's start: it stays at the parent's start.
    if (settings.parent) {
      const room = m.placeTop - m.parentTop;
      if (room <= 0) state = 'none';
      else if (state === 'stuck' && edge - m.height < m.parentTop) state = 'pinned';
    }
  }
  return { active: true, state, effects: state !== 'none' && m.scrollY > settings.effectsOffset, inset: offset };
}

/**
 * Where an out-of-flow element goes along the inline axis so it stays over its place: the distance
 * from the container's inline-start edge (the right edge in a right-to-left page) to the box's.
 */
export function inlineStartOffset(
  direction: 'rtl' | 'ltr',
  box: { left: number; right: number },
  container: { left: number; right: number },
): number {
  return direction === 'rtl' ? container.right - box.right : box.left - container.left;
}
