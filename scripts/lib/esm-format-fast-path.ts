import { lstatSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Node's ESM resolver finds the format of every `.js` file it loads by reading the nearest package.json's
 * `type`, and on the way (Node 24's getPackageScopeConfig spreads the package's data) parses the package's
 * whole `exports` map again, for each file, at resolve and again at load. drizzle-orm's map is 177 KB and
 * date-fns's 200 KB, and they load hundreds of files: about 1.4 s of a 7.7 s server start went there
 * (CPU profile, 2026-11-28), and again in every test process that loads Payload.
 *
 * This hook answers the common case itself: a relative `./x.js` import from a file in node_modules, to a
 * plain file, in a package whose nearest package.json states its `type`. It gives Node the URL and the
 * format, so neither resolve nor load asks again. Anything else (bare names, `require`, symlinks, a
 * package without `type`, a missing file) goes to Node's own resolver, unchanged.
 */
type ModuleType = 'module' | 'commonjs';
const typeOfDirectory = new Map<string, ModuleType | null>();

function nearestPackageType(directory: string): ModuleType | null {
  const known = typeOfDirectory.get(directory);
  if (known !== undefined) return known;
  let type: ModuleType | null = null;
  const manifest = path.join(directory, 'package.json');
  let text: string | undefined;
  try {
    text = readFileSync(manifest, 'utf8');
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    type = statedType(text);
  } else if (path.basename(directory) !== 'node_modules' && path.dirname(directory) !== directory) {
    type = nearestPackageType(path.dirname(directory));
  }
  typeOfDirectory.set(directory, type);
  return type;
}

function statedType(manifestText: string): ModuleType | null {
  try {
    const { type } = JSON.parse(manifestText) as { type?: unknown };
    return type === 'module' || type === 'commonjs' ? type : null;
  } catch {
    return null; // Node's resolver reports the broken file
  }
}

function isPlainFile(file: string): boolean {
  try {
    return lstatSync(file).isFile(); // a symlink goes to Node, which resolves it to its real path
  } catch {
    return false;
  }
}

const relative = /^\.\.?\//;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      relative.test(specifier) &&
      specifier.endsWith('.js') &&
      !specifier.includes('%') &&
      parent?.startsWith('file:') &&
      parent.includes('/node_modules/') &&
      !context.conditions.includes('require')
    ) {
      const file = fileURLToPath(new URL(specifier, parent));
      const format = isPlainFile(file) ? nearestPackageType(path.dirname(file)) : null;
      if (format) return { url: pathToFileURL(file).href, format, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
