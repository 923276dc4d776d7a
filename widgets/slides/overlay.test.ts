import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../engines/colour/contrast';
import { composite, darkText, lightText, minimumOpacity, overlayStyle, overlayText } from './overlay';

describe('slide overlay', () => {
  it('blends a colour over another per channel, as a browser paints it', () => {
    expect(composite('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(composite('#10213a', 1, '#ffffff')).toBe('#10213a');
    expect(composite('#10213a', 0, '#000000')).toBe('#000000');
  });

  it('picks light text over dark overlays and dark text over light ones, counting the worst picture', () => {
    const dark = overlayText('#10213a', 65);
    expect(dark.text).toBe(lightText);
    // The worst case for white text: a white pixel under the overlay.
    expect(dark.contrast).toBeCloseTo(contrastRatio(lightText, composite('#10213a', 0.65, '#ffffff')), 6);
    expect(dark.contrast).toBeGreaterThanOrEqual(4.5);
    const light = overlayText('#f5f3ef', 80);
    expect(light.text).toBe(darkText);
    expect(light.contrast).toBeCloseTo(contrastRatio(darkText, composite('#f5f3ef', 0.8, '#000000')), 6);
  });

  it('finds the least opacity that keeps AA over any picture, or none', () => {
    const least = minimumOpacity('#10213a')!;
    expect(overlayText('#10213a', least).contrast).toBeGreaterThanOrEqual(4.5);
    expect(overlayText('#10213a', least - 1).contrast).toBeLessThan(4.5);
    expect(minimumOpacity('#000000')).toBe(54);
    expect(minimumOpacity('#777777')).toBeNull();
  });

  it('gives the slide its colours as custom properties', () => {
    expect(overlayStyle('#0d1b2e', 68)).toEqual({
      '--w-slides-overlay': 'rgb(13 27 46 / 68%)',
      '--w-slides-solid': '#0d1b2e',
      '--w-slides-fg': '#ffffff',
      '--w-slides-on-fg': '#1a1a1a',
    });
  });
});
