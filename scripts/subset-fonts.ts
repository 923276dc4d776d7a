import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allFontFiles } from '../engines/design/fonts.ts';
import { makeSubset } from '../site/fonts/subsets.ts';
import { root } from './lib/paths.ts';

/** Writes site/fonts/*.woff2 from the pinned @fontsource families (run after changing site/fonts/subsets.ts). */
for (const { family, script, weight, file: name } of allFontFiles) {
  const file = path.join(root, 'site', 'fonts', name);
  const bytes = await makeSubset(root, family, script, weight);
  await writeFile(file, bytes);
  console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
}
