/** A rectangle in viewport coordinates (px). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Placement {
  /** Open toward the line's start instead of its end (the left in Hebrew by default, the right when flipped). */
  flipInline: boolean;
  /** Open above the pin instead of below. */
  above: boolean;
  /** Px to move the card right (negative: left) so it stays inside the bounds when neither side fits. */
  shift: number;
}

/**
 * Where a hotspot's card opens. By default it hangs below its pin and runs in the reading direction (in
 * Hebrew: its right edge `overhang` px past the pin's, extending left); a side that would leave `bounds`
 * (the viewport) is traded for the other when the other has more room, and below for above likewise; a
 * card that still does not fit is moved along the line as far as it can go without leaving the other side.
 */
export function placeCard(
  pin: Box,
  card: { width: number; height: number },
  bounds: Box,
  dir: 'rtl' | 'ltr',
  opts: { overhang: number; gap: number },
): Placement {
  const towardLeft = { start: pin.right + opts.overhang - card.width, end: pin.right + opts.overhang };
  const towardRight = { start: pin.left - opts.overhang, end: pin.left - opts.overhang + card.width };
  const roomLeft = towardLeft.start - bounds.left;
  const roomRight = bounds.right - towardRight.end;
  // The natural run: leftward in RTL, rightward in LTR.
  const natural = dir === 'rtl' ? roomLeft : roomRight;
  const other = dir === 'rtl' ? roomRight : roomLeft;
  const flipInline = natural < 0 && other > natural;
  const leftward = (dir === 'rtl') !== flipInline;
  const span = leftward ? towardLeft : towardRight;
  const shift =
    span.start < bounds.left
      ? Math.min(bounds.left - span.start, Math.max(0, bounds.right - span.end))
      : span.end > bounds.right
        ? -Math.min(span.end - bounds.right, Math.max(0, span.start - bounds.left))
        : 0;

  const roomBelow = bounds.bottom - (pin.bottom + opts.gap + card.height);
  const roomAbove = pin.top - opts.gap - card.height - bounds.top;
  const above = roomBelow < 0 && roomAbove > roomBelow;
  return { flipInline, above, shift };
}
