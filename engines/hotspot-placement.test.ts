import { describe, expect, it } from 'vitest';
import { placeCard, type Box } from './hotspot-placement';

const viewport: Box = { left: 0, top: 0, right: 390, bottom: 800 };
const pinAt = (x: number, y: number): Box => ({ left: x - 16, right: x + 16, top: y - 16, bottom: y + 16 });
const card = { width: 240, height: 160 };
const opts = { overhang: 16, gap: 8 };

describe('placeCard', () => {
  it('in Hebrew opens below and toward the left, where the line runs', () => {
    expect(placeCard(pinAt(300, 200), card, viewport, 'rtl', opts)).toEqual({
      flipInline: false,
      above: false,
      shift: 0,
    });
  });

  it('flips toward the right near the left edge, and in LTR the other way round', () => {
    expect(placeCard(pinAt(60, 200), card, viewport, 'rtl', opts).flipInline).toBe(true);
    expect(placeCard(pinAt(60, 200), card, viewport, 'ltr', opts).flipInline).toBe(false);
    expect(placeCard(pinAt(330, 200), card, viewport, 'ltr', opts).flipInline).toBe(true);
  });

  it('opens above near the bottom, when there is more room above', () => {
    expect(placeCard(pinAt(300, 720), card, viewport, 'rtl', opts).above).toBe(true);
    // A short viewport with no room either way keeps the side with more room.
    const short: Box = { ...viewport, bottom: 200 };
    expect(placeCard(pinAt(300, 60), card, short, 'rtl', opts).above).toBe(false);
  });

  it('keeps the natural side when neither fits but it overflows less', () => {
    const narrow: Box = { left: 0, top: 0, right: 260, bottom: 800 };
    // Leftward the card overflows by 18 px, rightward by 158: it stays leftward.
    const p = placeCard(pinAt(200, 100), { width: 250, height: 100 }, narrow, 'rtl', opts);
    expect(p.flipInline).toBe(false);
    // ...and moves right by those 18 px, which the room on its right allows.
    expect(p.shift).toBe(18);
  });

  it('moves a flipped card that still overflows back inside, never past the other side', () => {
    // Pin 30 px from the left edge, flipped rightward: its start would be at -2 px.
    const p = placeCard(pinAt(30, 200), card, { ...viewport, left: 8, right: 382 }, 'rtl', opts);
    expect(p).toMatchObject({ flipInline: true, shift: 10 });
    const tight = placeCard(
      pinAt(30, 200),
      { width: 380, height: 10 },
      { ...viewport, left: 8, right: 382 },
      'rtl',
      opts,
    );
    // Wider than the window: moved only the 4 px its right side allows.
    expect(tight.shift).toBe(4);
  });
});
