import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fontSubsets, fontWeights, makeSubset, subsetFileName, type FontSubset } from '../site/fonts/subsets.ts';
import { root } from './lib/paths.ts';

/** Writes site/fonts/*.woff2 from the pinned Heebo source (run after changing site/fonts/subsets.ts). */
for (const subset of Object.keys(fontSubsets) as FontSubset[]) {
  for (const weight of fontWeights) {
    const file = path.join(root, 'site', 'fonts', subsetFileName(subset, weight));
    const bytes = await makeSubset(root, subset, weight);
    await writeFile(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
  }
}
