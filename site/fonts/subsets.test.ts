import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontSubsets, fontWeights, makeSubset, subsetFileName, type FontSubset } from './subsets';

const root = path.resolve(import.meta.dirname, '..', '..');
const css = () => readFile(path.join(root, 'site', 'styles', 'fonts.css'), 'utf8');

describe('the site font files', () => {
  it('are exactly what the subset list makes from the pinned Heebo (run `npm run fonts` after changing it)', async () => {
    for (const subset of Object.keys(fontSubsets) as FontSubset[]) {
      for (const weight of fontWeights) {
        const committed = await readFile(path.join(root, 'site', 'fonts', subsetFileName(subset, weight)));
        const made = await makeSubset(root, subset, weight);
        expect(committed.equals(made), subsetFileName(subset, weight)).toBe(true);
      }
    }
  });

  it('are each declared in fonts.css with the unicode-range of their subset', async () => {
    // Compared with whitespace folded: the formatter may wrap a long range.
    const faces = (await css()).replace(/\s+/g, ' ').split('@font-face').slice(1);
    expect(faces).toHaveLength(4);
    for (const subset of Object.keys(fontSubsets) as FontSubset[]) {
      for (const weight of fontWeights) {
        const face = faces.find((f) => f.includes(subsetFileName(subset, weight)));
        expect(face, subsetFileName(subset, weight)).toContain(`font-weight: ${weight};`);
        expect(face).toContain(`unicode-range: ${fontSubsets[subset].unicodeRange};`);
      }
    }
  });

  it('cover the Hebrew alphabet, final letters, digits and the punctuation Hebrew prose uses', () => {
    const covered = fontSubsets.hebrew.text + fontSubsets.latin.text;
    for (const ch of 'אבגדהוזחטיכךלמםנןסעפףצץקרשת׳״0123456789.,:;!?()"\'-–—…₪%/') expect(covered).toContain(ch);
  });
});
