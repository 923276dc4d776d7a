import { describe, expect, it } from 'vitest';
import { unwrapPreloadCalls } from './no-preload-helper.mjs';

const helper = 'import { t as __vitePreload } from "./preload-helper.!~{004}~.js";\n';

describe('unwrapping Vite preload calls', () => {
  it('turns wrapped dynamic imports with no dependencies into plain imports and drops the helper', () => {
    const code = `${helper}const load = () => __vitePreload(() => import("./panel.!~{00a}~.js"), __VITE_PRELOAD__);
const other = () => __vitePreload( () => import('./chat.js') , __VITE_PRELOAD__ );`;
    expect(unwrapPreloadCalls(code)).toBe(`const load = () => import("./panel.!~{00a}~.js");
const other = () => import('./chat.js');`);
  });

  it('unwraps the form Vite writes inside a lazily loaded chunk (with import.meta.url as a third argument)', () => {
    const code = `${helper}const loadMeasure = () => __vitePreload(() => import("./measure.js"), __VITE_PRELOAD__, import.meta.url);`;
    expect(unwrapPreloadCalls(code)).toBe('const loadMeasure = () => import("./measure.js");');
  });

  it('keeps the export pick of a chunk that also carries shared modules', () => {
    const code = `${helper}load(__vitePreload(() => import("./consent.js").then((n) => n.t), __VITE_PRELOAD__));`;
    expect(unwrapPreloadCalls(code)).toBe('load(import("./consent.js").then((n) => n.t));');
  });

  it('keeps the helper while any call still uses it', () => {
    const code = `${helper}const a = () => __vitePreload(() => import("./a.js"), __VITE_PRELOAD__);
const b = (x) => __vitePreload(() => import(x), __VITE_PRELOAD__);`;
    const out = unwrapPreloadCalls(code);
    expect(out).toContain(helper.trim());
    expect(out).toContain('const a = () => import("./a.js");');
    expect(out).toContain('__vitePreload(() => import(x), __VITE_PRELOAD__)');
  });

  it('leaves code without the helper untouched', () => {
    const code = 'const a = () => import("./a.js"); function __vitePreloadish() {}';
    expect(unwrapPreloadCalls(code)).toBe(code);
    expect(unwrapPreloadCalls('')).toBe('');
  });
});
