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
