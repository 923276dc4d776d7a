import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { root } from './paths.ts';

/** Where the compiled server goes; `node dist/server/main.js` runs it. */
export const serverOutDir = path.join(root, 'dist', 'server');
export const serverEntry = path.join(serverOutDir, 'main.js');

/**
 * A module's own address (`import.meta.url`, `.dirname`, `.filename`) is its source file's, as when run from
 * source: the config finds the studio's import map beside it, the paths module the project's root. Written
 * relative to the output folder, where every chunk lies, so a moved checkout still finds them.
 */
const sourceAddresses: Plugin = {
  name: 'source-addresses',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(file, 'utf8');
      const loader = file.endsWith('x') ? 'tsx' : 'ts';
      if (!text.includes('import.meta.')) return { contents: text, loader };
      const relative = path.relative(serverOutDir, file).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url)`;
      const contents = text
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.dirname', `__arigDirname(__arigFileURLToPath(${url}))`)
        .replaceAll('import.meta.filename', `__arigFileURLToPath(${url})`);
      return { contents, loader };
    });
  },
};

/**
 * Compiles the production server (server/main.ts and all of the project's modules it reaches) into
 * dist/server/, one chunk per dynamic import so that what the server loads lazily stays lazy; packages stay
 * in node_modules. Run from source through tsx, a start spent about 2 s of its 4.5 s in tsx's loader hooks
 * and in resolving 716 files one by one, and the process held 115–140 MB more (docs/architecture.md).
 */
export async function compileServer(): Promise<void> {
  await rm(serverOutDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, 'server', 'main.ts') },
    outdir: serverOutDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [sourceAddresses],
    // What the addresses above are written with, in every chunk.
    banner: {
      js: "import { dirname as __arigDirname } from 'node:path'; import { fileURLToPath as __arigFileURLToPath } from 'node:url';",
    },
  });
}
