import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildEditorConfig } from './editor-config';
import { categories } from './categories';
import { widgetList } from './registry';

type PreviewRender = (props: Record<string, unknown>) => React.ReactElement;

describe('editor config', () => {
  const config = buildEditorConfig();

  it('lists every widget under a Hebrew category, with defaults and fields', () => {
    expect(Object.keys(config.components).sort()).toEqual(widgetList.map((e) => e.type).sort());
    const listed = Object.values(config.categories!).flatMap((c) => c.components ?? []);
    expect(listed.sort()).toEqual(widgetList.map((e) => e.type).sort());
    for (const [id, category] of Object.entries(config.categories!)) {
      expect(category.title).toBe(categories[id as keyof typeof categories]);
    }
    expect(config.components.heading!.label).toBe('כותרת');
    expect(config.components.heading!.defaultProps).toMatchObject({ text: 'כותרת', tag: 'h2' });
    expect(config.components.container!.fields!.items).toEqual({ type: 'slot', label: 'תוכן', disallow: ['column'] });
    expect(config.components.section!.fields!.columns).toEqual({ type: 'slot', label: 'עמודות', allow: ['column'] });
    expect(config.root!.fields).toEqual({ title: { type: 'text', label: 'כותרת העמוד' } });
  });

  it('previews with the widget’s own server render, slots rendered by Puck’s slot component', () => {
    const Container = config.components.container!.render as PreviewRender;
    const Slot = ({ className }: { className?: string }) => <div className={className} data-slot="puck" />;
    const html = renderToStaticMarkup(
      <Container
        {...widgetList.find((e) => e.type === 'container')!.defaults}
        id="c1"
        items={Slot}
        puck={{ isEditing: true }}
        editMode
      />,
    );
    expect(html).toContain('<div class="w-container__inner" data-slot="puck"></div>');
    expect(html).toMatch(/^<div class="w w-container/);
  });

  it('shows a Hebrew notice for invalid values instead of rendering them', () => {
    const Button = config.components.button!.render as PreviewRender;
    const html = renderToStaticMarkup(<Button id="b1" text="x" link="javascript:alert(1)" />);
    expect(html).toContain('יש לתקן את ההגדרות');
    expect(html).toContain('link: כתובת לא מורשית');
    expect(html).not.toContain('href');
  });
});

describe('editor field transforms', () => {
  it('keep rich text as the HTML string the widget renders', async () => {
    const { editorFieldTransforms } = await import('./editor-config');
    const transform = editorFieldTransforms.richtext as (p: { value: unknown }) => unknown;
    expect(transform({ value: '<p>x</p>' })).toBe('<p>x</p>');
  });

  it('previews a taxonomy filter with its terms and "all" selected, without links (no grid results here)', () => {
    const terms = { category: [{ slug: 'fabrics', title: 'בדים', parent: null }] };
    const Filter = buildEditorConfig({ terms }).components['taxonomy-filter']!.render as PreviewRender;
    const html = renderToStaticMarkup(<Filter id="f1" target="grid1" />);
    expect(html).toContain('<a aria-current="true" data-loop-term="">הכול</a>');
    expect(html).toContain('<a data-loop-term="fabrics">בדים</a>');
    const Empty = buildEditorConfig().components['taxonomy-filter']!.render as PreviewRender;
    expect(renderToStaticMarkup(<Empty id="f1" target="grid1" />)).not.toContain('<a');
  });
});
