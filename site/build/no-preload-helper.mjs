// @ts-check
/**
 * Vite wraps every dynamic `import()` of the browser build in its preload helper (`__vitePreload`), a
 * 0.9 KB gzip chunk every page would download before interaction — even with `build.modulePreload: false`,
 * where the helper only loads the CSS of the imported chunk (vitejs/vite#13952, #18551). The site's lazy
 * chunks are small leaf modules fetched on use with their styles already in the page, so this plugin
 * turns module preloading off for the client build and unwraps the calls; the build fails if a lazily
 * imported chunk ever brings its own CSS, since unwrapping would then lose it.
 */

const helperName = '__vitePreload';
// In a lazily loaded chunk Vite adds `import.meta.url` (the base its deps resolve against) as a third
// argument; a chunk that also carries shared modules is picked from its exports with `.then((n) => n.x)`.
const wrappedImport =
  /__vitePreload\(\s*\(\)\s*=>\s*(import\(\s*(["'`])[^"'`]+\2\s*\)(?:\.then\(\s*\(?\s*[\w$]+\s*\)?\s*=>\s*[\w$]+\.[\w$]+\s*\))?)\s*,\s*__VITE_PRELOAD__\s*(?:,\s*import\.meta\.url\s*)?\)/g;
const helperImport = /^import\s*\{\s*[\w$]+\s+as\s+__vitePreload\s*\}\s*from\s*(["'`])[^"'`]+\1;?[ \t]*\n?/m;

/**
 * Before minification: `__vitePreload(() => import("./x.js"), __VITE_PRELOAD__)` → `import("./x.js")`,
 * and the helper's import goes once nothing else calls it. Code without the pattern is returned unchanged.
 * @param {string} code
 * @returns {string}
 */
export function unwrapPreloadCalls(code) {
  if (!code.includes(helperName)) return code;
  const unwrapped = code.replace(wrappedImport, '$1');
  const withoutImport = unwrapped.replace(helperImport, '');
  return withoutImport.includes(helperName) ? unwrapped : withoutImport;
}

/** @returns {import('vite').Plugin} */
export function noPreloadHelper() {
  return {
    name: 'arig:no-preload-helper',
    apply: 'build',
    configResolved(config) {
      // Astro sets `modulePreload: { polyfill: false }` after the user's configuration; the client build
      // must not preload (see above), so the resolved value is corrected here.
      const client = config.environments?.client;
      if (client) client.build.modulePreload = false;
    },
    renderChunk: {
      order: 'post',
      handler(code) {
        if (this.environment?.name !== 'client') return null;
        const out = unwrapPreloadCalls(code);
        return out === code ? null : { code: out, map: null };
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const chunk of chunks) {
        const css = /** @type {{ viteMetadata?: { importedCss: Set<string> } }} */ (chunk).viteMetadata?.importedCss;
        if (chunk.isDynamicEntry && css && css.size > 0) {
          this.error(`${chunk.fileName} is imported lazily and brings CSS; put its styles in the page CSS.`);
        }
      }
      const helper = chunks.find((chunk) => /(^|\/)preload-helper\.[^/]+\.js$/.test(chunk.fileName));
      if (!helper) return;
      const base = helper.fileName.split('/').pop() ?? '';
      const users = chunks.filter((chunk) => chunk !== helper && chunk.code.includes(base)).map((c) => c.fileName);
      if (users.length > 0) {
        this.error(
          `${users.join(', ')} still use Vite's preload helper: write the lazy import on its own, ` +
            "e.g. `const load = () => import('./x'); load().then(…)`, so it can be unwrapped.",
        );
      }
      delete bundle[helper.fileName];
    },
  };
}
