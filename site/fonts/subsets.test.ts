import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFontFiles, fontFileName, fontScripts, fontWeights } from '../../engines/design/fonts';
import { fontSubsets, makeSubset } from './subsets';

const root = path.resolve(import.meta.dirname, '..', '..');
const css = () => readFile(path.join(root, 'site', 'styles', 'fonts.css'), 'utf8');

describe('the site font files', () => {
  it('are exactly what the subset list makes from each pinned family (run `npm run fonts` after changing it)', async () => {
    expect(allFontFiles).toHaveLength(20);
    for (const { family, script, weight, file } of allFontFiles) {
      const committed = await readFile(path.join(root, 'site', 'fonts', file));
      const made = await makeSubset(root, family, script, weight);
      expect(committed.equals(made), file).toBe(true);
    }
  });

  it("declare Heebo's four files in fonts.css with the unicode-range of their subset", async () => {
    // Compared with whitespace folded: the formatter may wrap a long range.
    const faces = (await css()).replace(/\s+/g, ' ').split('@font-face').slice(1);
    expect(faces).toHaveLength(4);
    for (const script of fontScripts)
      for (const weight of fontWeights) {
        const face = faces.find((f) => f.includes(fontFileName('heebo', script, weight)));
        expect(face, fontFileName('heebo', script, weight)).toContain(`font-weight: ${weight};`);
        expect(face).toContain(`unicode-range: ${fontSubsets[script].unicodeRange};`);
      }
  });

  it('cover the Hebrew alphabet, final letters, digits and the punctuation Hebrew prose uses', () => {
    const covered = fontSubsets.hebrew.text + fontSubsets.latin.text;
    for (const ch of 'אבגדהוזחטיכךלמםנןסעפףצץקרשת׳״0123456789.,:;!?()"\'-–—…₪%/') expect(covered).toContain(ch);
  });
});
