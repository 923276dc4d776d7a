import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from './categories';
import { islandLoaders } from './islands';
import { registry, widgetList } from './registry';
import { renderConfig } from './render-config';

const root = path.resolve(import.meta.dirname, '..');
const hebrew = /[\u0590-\u05ff]/;

describe('the widget registry', () => {
  it('holds every widget of issues 3, 4, 7, 18, 20, 21, 22 and 25, once', () => {
    expect(widgetList.map((e) => e.type).sort()).toEqual(
      [
        'accordion',
        'alert',
        'article-aside',
        'archive-title',
        'search-results',
        'audio',
        'breadcrumbs',
        'button',
        'column',
        'contact-buttons',
        'footer-menus',
        'menu-account',
        'site-contact',
        'container',
        'cookie-table',
        'counter',
        'countdown',
        'divider',
        'form',
        'gallery',
        'heading',
        'hotspot',
        'icon-list',
        'image',
        'image-carousel',
        'lottie',
        'nav-menu',
        'off-canvas',
        'portfolio',
        'progress-bar',
        'reviews',
        'products',
        'add-to-cart',
        'payment-buttons',
        'menu-cart',
        'cart',
        'notices',
        'purchase-summary',
        'search-form',
        'share-buttons',
        'site-logo',
        'site-menu',
        'slides',
        'social-embed',
        'section',
        'spacer',
        'subscribe',
        'table-of-contents',
        'tabs',
        'text-editor',
        'toggle',
        'video',
        'loop-grid',
        'taxonomy-filter',
        'posts',
        'archive-posts',
        'post-title',
        'post-meta',
        'post-image',
        'post-content',
        'post-navigation',
        'author-box',
        'wp-placeholder',
      ].sort(),
    );
    expect(Object.keys(registry)).toHaveLength(widgetList.length);
  });

  it('has one folder per widget, each with schema.ts, a render and a test', () => {
    const folders = readdirSync(path.join(root, 'widgets')).sort();
    expect(folders).toEqual(widgetList.map((e) => e.type).sort());
    for (const type of folders) {
      const files = readdirSync(path.join(root, 'widgets', type));
      expect(files, type).toContain('schema.ts');
      expect(files, type).toContain(`${type}.tsx`);
      expect(
        files.some((f) => f.endsWith('.test.tsx')),
        type,
      ).toBe(true);
    }
  });

  it('defaults are valid props (what the editor inserts passes the save check)', () => {
    for (const entry of widgetList) {
      const result = entry.schema.safeParse({ id: 'x1', ...entry.defaults });
      expect(result.success, `${entry.type}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('every prop has a Hebrew-labelled editor field, and every field is a prop', () => {
    for (const entry of widgetList) {
      expect(hebrew.test(entry.editor.label), entry.type).toBe(true);
      expect(Object.keys(entry.editor.fields).sort(), entry.type).toEqual(Object.keys(entry.defaults).sort());
      for (const [key, field] of Object.entries(entry.editor.fields)) {
        expect(field.label, `${entry.type}.${key}`).toBeTruthy();
        if (!['nofollow'].includes(key))
          expect(hebrew.test(field.label!), `${entry.type}.${key}: ${field.label}`).toBe(true);
        if (field.type === 'select' || field.type === 'radio') {
          for (const option of field.options)
            expect(hebrew.test(option.label) || /^[A-Za-z0-9]+$/.test(option.label)).toBe(true);
        }
      }
      expect(Object.keys(categories)).toContain(entry.editor.category);
    }
  });

  it('slot fields match the registry slots', () => {
    for (const entry of widgetList) {
      const slotFields = Object.entries(entry.editor.fields)
        .filter(([, f]) => f.type === 'slot')
        .map(([k]) => k);
      expect(slotFields, entry.type).toEqual(Object.keys(entry.slots));
    }
  });

  it('islands: exactly the registry entries that have one, and every island module exports init', async () => {
    const withIsland = widgetList.filter((e) => e.island).map((e) => e.type);
    expect(withIsland.sort()).toEqual(Object.keys(islandLoaders).sort());
    for (const entry of widgetList.filter((e) => e.island)) {
      expect(entry.island).toBe(islandLoaders[entry.type as keyof typeof islandLoaders]);
      const mod = await entry.island!();
      expect(typeof mod.init, entry.type).toBe('function');
    }
  });

  it('render config covers the same types', () => {
    expect(Object.keys(renderConfig).sort()).toEqual(Object.keys(registry).sort());
  });
});

describe('import boundaries on the render path', () => {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const renderPathFiles = [
    'builder/registry.ts',
    'builder/render-config.ts',
    'builder/render-layout.tsx',
    'builder/layout.ts',
    'builder/props.ts',
    'builder/define.ts',
    'builder/common.ts',
    'builder/islands.ts',
    ...readdirSync(path.join(root, 'widgets')).flatMap((type) =>
      readdirSync(path.join(root, 'widgets', type))
        .filter((f) => !f.includes('.test.'))
        .map((f) => `widgets/${type}/${f}`),
    ),
  ];

  it('imports Puck for types only and never the editor config', () => {
    for (const file of renderPathFiles) {
      const source = read(file);
      for (const line of source.split('\n').filter((l) => /from '@puckeditor\/core/.test(l))) {
        expect(line.startsWith('import type'), `${file}: ${line}`).toBe(true);
      }
      expect(source, file).not.toMatch(/from '[^']*editor-config'/);
    }
  });

  it('a widget never imports another widget; islands import no React, CMS or data layer', () => {
    for (const file of renderPathFiles.filter((f) => f.startsWith('widgets/'))) {
      const own = file.split('/')[1];
      for (const [, spec] of read(file).matchAll(/from '([^']+)'/g)) {
        if (spec!.startsWith('../') && !spec!.startsWith('../../')) expect(spec, file).toBe(`../${own}`);
        expect(spec, file).not.toMatch(/^\.\.\/\.\.\/widgets\//);
        if (file.includes('.island.')) expect(spec, file).not.toMatch(/react|zod|\/cms\/|\/data\/|builder\//);
      }
    }
  });
});

describe('the save validator does not pull in rendering code', () => {
  /** Files reachable from a module through relative imports (type-only imports included). */
  function reachable(entry: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
        const base = path.resolve(path.dirname(file), spec!);
        const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
        if (resolved) visit(resolved);
      }
    };
    visit(path.join(root, entry));
    return seen;
  }

  it('builder/layout.ts reaches no .tsx file and no React', () => {
    const files = [...reachable('builder/layout.ts')];
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([]);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from 'react(-dom)?(\/[^']*)?'/);
    expect(files.some((f) => f.endsWith('widgets/heading/schema.ts'))).toBe(true);
  });

  it('the schema list and the registry hold the same types', async () => {
    const { widgetSchemas } = await import('./schemas');
    expect(Object.keys(widgetSchemas).sort()).toEqual(widgetList.map((e) => e.type).sort());
    for (const entry of widgetList)
      expect(entry.schema).toBe(widgetSchemas[entry.type as keyof typeof widgetSchemas].schema);
  });
});
