import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CustomFieldRender } from '@puckeditor/core';
import { buildEditorConfig, LiveHeadingsContext, PickedImagesContext } from './editor-config';
import { categories } from './categories';
import { widgetList } from './registry';
import { renderWidget } from './testing';

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

  it('keeps import placeholders out of the list of widgets to add (they are only selected and deleted)', () => {
    expect(config.categories!.imported).toMatchObject({ components: ['wp-placeholder'], visible: false });
    expect(config.categories!.basic!.visible).toBe(true);
    expect(config.components['wp-placeholder']!.label).toBe('רכיב שלא יובא מאלמנטור');
  });

  it('offers Site Settings’ named colours (global) in every colour choice, by reference', () => {
    const named = buildEditorConfig({}, { namedColours: [{ id: '3f1c2a9', name: 'רקע בהיר' }] });
    for (const [type, prop] of [
      ['container', 'background'],
      ['section', 'background'],
      ['heading', 'colour'],
      ['text-editor', 'colour'],
    ] as const) {
      const options = (named.components[type]!.fields![prop] as { options: { value: string; label: string }[] })
        .options;
      expect(options).toContainEqual({ value: 'accent', label: 'צבע ההדגשה (גלובלי)' });
      expect(options.at(-1)).toEqual({ value: 'colour:3f1c2a9', label: 'רקע בהיר (גלובלי)' });
    }
    const plain = config.components.heading!.fields!.colour as { options: { value: string }[] };
    expect(plain.options.map((o) => o.value)).toEqual(['', 'primary', 'accent', 'custom']);
    expect((named.components.heading!.fields!.tag as { options: unknown[] }).options).toHaveLength(9);
  });

  it('names the document’s title field for what is edited (a popup is not a page)', () => {
    const popup = buildEditorConfig({}, { rootTitleLabel: 'כותרת החלון (לשימוש פנימי)' });
    expect(popup.root!.fields).toEqual({ title: { type: 'text', label: 'כותרת החלון (לשימוש פנימי)' } });
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

describe('media-library fields', () => {
  const picker: CustomFieldRender<string> = () => <span>picker</span>;
  const view = {
    src: '/media/loom.webp',
    width: 1600,
    height: 900,
    alt: 'נול',
    title: null,
    description: null,
    srcset: '/media/loom.webp 1600w',
  };

  it('become the studio’s picker wherever they are, also inside repeated items; other fields stay as they were', () => {
    const config = buildEditorConfig({}, { mediaField: picker });
    const image = config.components.image!.fields!;
    expect(image.media_id).toEqual({
      type: 'custom',
      label: 'תמונה מספריית המדיה',
      metadata: { media: true },
      render: picker,
    });
    expect(image.caption).toEqual({ type: 'text', label: 'כיתוב', metadata: { words: true } });
    const gallery = config.components.gallery!.fields!.items as { arrayFields: Record<string, { type: string }> };
    expect(gallery.arrayFields.media_id!.type).toBe('custom');
    expect(gallery.arrayFields.caption!.type).toBe('text');
    const carousel = config.components['image-carousel']!.fields!.items as { arrayFields: Record<string, unknown> };
    expect(carousel.arrayFields.media_id).toMatchObject({ type: 'custom', render: picker });
    expect(config.components.video!.fields!.poster_media_id).toMatchObject({ type: 'custom', render: picker });
  });

  it('turn every link into the link picker, buttons and headings alike, when the studio gives one', () => {
    const linkPicker: CustomFieldRender<string> = () => <span />;
    const config = buildEditorConfig({}, { linkField: linkPicker });
    expect(config.components.button!.fields!.link).toMatchObject({ type: 'custom', render: linkPicker });
    expect(config.components.heading!.fields!.link).toMatchObject({ type: 'custom', render: linkPicker });
    expect(config.components.heading!.fields!.text).toMatchObject({ type: 'text' });
    expect(buildEditorConfig().components.button!.fields!.link).toMatchObject({ type: 'text' });
  });

  it('name gallery and carousel items by caption, or by number without one (not by id)', () => {
    for (const type of ['gallery', 'image-carousel']) {
      const items = buildEditorConfig().components[type]!.fields!.items as {
        getItemSummary: (row: Record<string, unknown>, index?: number) => string;
      };
      expect(items.getItemSummary({ media_id: '12', caption: 'נול' }, 0)).toBe('נול');
      expect(items.getItemSummary({ media_id: '12', caption: '' }, 2)).toBe('תמונה 3');
    }
  });

  it('stay text boxes for the id without a picker', () => {
    expect(buildEditorConfig().components.image!.fields!.media_id).toMatchObject({ type: 'text' });
  });

  it('preview an image picked in this session, which the page did not load with', () => {
    const Image = buildEditorConfig().components.image!.render as PreviewRender;
    const before = renderToStaticMarkup(<Image id="i1" media_id="42" />);
    expect(before).not.toContain('<img');
    const after = renderToStaticMarkup(
      <PickedImagesContext.Provider value={{ 42: view }}>
        <Image id="i1" media_id="42" />
      </PickedImagesContext.Provider>,
    );
    expect(after).toContain('src="/media/loom.webp"');
    expect(after).toContain('alt="נול"');
  });
});

describe('table of contents preview', () => {
  it('lists the headings of the layout being edited, which the studio provides live', () => {
    const Toc = buildEditorConfig().components['table-of-contents']!.render as PreviewRender;
    expect(renderToStaticMarkup(<Toc id="t1" />)).not.toContain('<a');
    const html = renderToStaticMarkup(
      <LiveHeadingsContext.Provider value={[{ id: 'yarn', text: 'חוטים', level: 2 }]}>
        <Toc id="t1" />
      </LiveHeadingsContext.Provider>,
    );
    expect(html).toContain('<a href="#yarn">חוטים</a>');
  });
});

describe('media widgets with nothing to show yet', () => {
  it('show a Hebrew placeholder in the builder, so they can be seen and selected, and nothing on the site', () => {
    const config = buildEditorConfig();
    for (const [type, text] of [
      ['image', 'עדיין לא נבחרה תמונה'],
      ['gallery', 'עדיין אין תמונות'],
      ['image-carousel', 'עדיין אין תמונות'],
      ['video', 'עדיין אין כתובת סרטון'],
    ] as const) {
      const Preview = config.components[type]!.render as PreviewRender;
      const defaults = widgetList.find((e) => e.type === type)!.defaults;
      const html = renderToStaticMarkup(<Preview {...defaults} id="m1" />);
      expect(html, type).toMatch(/^<div class="w w-[\w-]+ w-editor-empty"><p>/);
      expect(html, type).toContain(text);
      expect(renderWidget(type).html, type).toBe('');
    }
  });
});
