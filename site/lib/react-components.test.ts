import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import reactIntegration from '@astrojs/react';
import { describe, expect, it } from 'vitest';
import { astroRendererTag, react, reactRendererName } from './react-components';

const astroFile = (relative: string) => {
  const require = createRequire(import.meta.url);
  return readFileSync(path.join(path.dirname(require.resolve('astro/package.json')), relative), 'utf8');
};

describe('React components the .astro files render', () => {
  it('each carry the React renderer’s name under Astro’s renderer tag', () => {
    for (const [name, component] of Object.entries(react)) {
      expect((component as unknown as Record<symbol, unknown>)[astroRendererTag], name).toBe(reactRendererName);
    }
  });

  it('name the renderer the React integration registers', () => {
    let registered = '';
    const setup = reactIntegration().hooks['astro:config:setup'] as unknown as (options: object) => void;
    setup({
      command: 'build',
      addRenderer: (renderer: { name: string }) => (registered = renderer.name),
      updateConfig: () => undefined,
      injectScript: () => undefined,
    });
    expect(registered).toBe(reactRendererName);
  });

  it('use the tag the pinned Astro reads before asking each renderer to check a component', () => {
    expect(astroFile('dist/runtime/server/render/common.js')).toContain('Symbol.for("astro:renderer")');
    const component = astroFile('dist/runtime/server/render/component.js');
    expect(component).toMatch(/isTagged = Component && Component\[Renderer\]/);
    expect(component.indexOf('Component[Renderer]')).toBeLessThan(component.indexOf('r.ssr.check'));
  });
});
