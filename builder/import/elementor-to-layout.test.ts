import { describe, expect, it } from 'vitest';
import { createActionHash, parseActionHash } from '../../engines/url-actions';
import { MAX_DEPTH, MAX_NODES, validateLayout, type Layout } from '../layout';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import { isRecord } from './elementor-types';
import { allNodes, columnItems, fixtureElementorData, testResolver, widgetPage } from './testing';

type El = {
  id: string;
  elType: string;
  widgetType?: string;
  isInner?: boolean;
  settings: Record<string, unknown>;
  elements: El[];
};

const asElements = (data: unknown): El[] => data as El[];

/** What each Elementor widget of the fixture becomes (the README's table). */
const expectedType: Record<string, string> = {
  heading: 'heading',
  'text-editor': 'text-editor',
  image: 'image',
  button: 'button',
  'icon-list': 'icon-list',
  'icon-box': 'container',
  'image-carousel': 'image-carousel',
  counter: 'counter',
  progress: 'progress-bar',
  tabs: 'tabs',
  accordion: 'accordion',
  toggle: 'toggle',
  alert: 'alert',
  form: 'form',
  posts: 'posts',
  'image-gallery': 'gallery',
  video: 'video',
  spacer: 'spacer',
  divider: 'divider',
  testimonial: 'container',
  'social-icons': 'icon-list',
};

function expectValid(layout: Layout) {
  const result = validateLayout(layout);
  expect(result.ok ? [] : result.errors).toEqual([]);
  if (result.ok) expect(result.layout).toEqual(layout);
}

const byId = (layout: Layout, id: string): LayoutNode => {
  const found = allNodes(layout.content).find(({ node }) => node.props.id === id)?.node;
  if (!found) throw new Error(`no node ${id}`);
  return found;
};

describe('the fixture page "elementor-home" (ID 93)', () => {
  const data = fixtureElementorData(93);
  // The importer makes a form document of the page's form first (data/import/import-forms.ts).
  const resolver = testResolver({ form: () => 12 });
  const { layout, report } = elementorToLayout(data, 'שירותים', resolver);
  const elements = asElements(data);

  it('passes the save validator as it is', () => {
    expectValid(layout);
    expect(layout.root.props.title).toBe('שירותים');
  });

  it('keeps the 10 sections, their 19 columns and the 2 inner sections (4 columns) in order', () => {
    expect(layout.content.map((n) => n.type)).toEqual(Array(10).fill('section'));
    const columns = layout.content.flatMap((s) => s.props.columns as LayoutNode[]);
    expect(columns).toHaveLength(19);
    expect(columns.every((c) => c.type === 'column')).toBe(true);
    const inner = allNodes(layout.content).filter(({ node, depth }) => node.type === 'section' && depth > 1);
    expect(inner.map(({ node }) => node.props.id)).toEqual(['section-0361e54', 'section-8d837f6']);
    for (const { node } of inner)
      expect((node.props.columns as LayoutNode[]).map((c) => c.type)).toEqual(['column', 'column']);
    // Same order as Elementor: section i, column j, element k.
    elements.forEach((section, i) => {
      const mapped = layout.content[i]!;
      expect(mapped.props.id).toBe(`section-${section.id}`);
      section.elements.forEach((column, j) => {
        const mappedColumn = (mapped.props.columns as LayoutNode[])[j]!;
        expect(mappedColumn.props.id).toBe(`column-${column.id}`);
        expect(
          (mappedColumn.props.items as LayoutNode[]).map((n) => n.props.id.replace(/^[a-z-]+-(?=[0-9a-f]{7}$)/, '')),
        ).toEqual(column.elements.map((e) => e.id));
      });
    });
  });

  it('maps each of the 42 widgets to its arig widget, or to a placeholder that keeps its settings', () => {
    const widgets: El[] = [];
    const walk = (list: El[]) => list.forEach((e) => (e.elType === 'widget' ? widgets.push(e) : walk(e.elements)));
    walk(elements);
    expect(widgets).toHaveLength(42);
    const nodes = allNodes(layout.content).map(({ node }) => node);
    for (const widget of widgets) {
      const node = nodes.find((n) => n.props.id === `${n.type}-${widget.id}`);
      const expected =
        widget.widgetType === 'divider' && widget.settings.look === 'line_text'
          ? 'container'
          : expectedType[widget.widgetType!];
      expect(node?.type, `${widget.widgetType} ${widget.id}`).toBe(expected);
      if (node?.type === 'wp-placeholder') {
        expect(node.props.widget_type).toBe(widget.widgetType);
        expect(node.props.truncated).toBe(false);
        expect(JSON.parse(String(node.props.settings))).toEqual(widget.settings);
      }
    }
  });

  it('reports the widget counts of the fixture README and what became a placeholder', () => {
    expect(report.widgets).toEqual({
      heading: 8,
      'text-editor': 2,
      image: 1,
      button: 3,
      'icon-list': 2,
      'icon-box': 3,
      'image-carousel': 1,
      counter: 4,
      progress: 3,
      tabs: 1,
      accordion: 1,
      toggle: 1,
      alert: 1,
      form: 1,
      posts: 1,
      'image-gallery': 1,
      video: 1,
      spacer: 2,
      divider: 2,
      testimonial: 2,
      'social-icons': 1,
    });
    expect(Object.values(report.widgets).reduce((a, b) => a + b, 0)).toBe(42);
    expect(report.placeholders).toEqual({});
    const issues = report.issues.join('\n');
    expect(issues).toContain('__globals__');
    // The headings' kit colour and the section's kit background were carried; a button's is named.
    expect(issues).not.toContain('globals/colors?id=primary');
    expect(issues).toContain('globals/colors?id=secondary ×1');
    expect(issues).toContain('faq_schema');
    expect(issues).toMatch(/section: .*background_image/);
    // The headings' own font sizes come (builder/import/map-typography.ts); their weight 800 and family do not.
    expect(issues).not.toMatch(/heading: .*typography_font_size/);
    expect(issues).toMatch(/heading: .*typography_font_family, typography_font_weight/);
  });

  it('keeps the Hebrew text and rich text', () => {
    expect(byId(layout, 'heading-790b8da').props).toMatchObject({
      text: 'שיווק דיגיטלי שמביא תוצאות',
      tag: 'h1',
      align: 'center',
    });
    expect(byId(layout, 'text-editor-82dacf4').props.html).toBe(
      '<p>אנחנו עוזרים לעסקים לצמוח ברשת: אסטרטגיה, תוכן, קידום אורגני וקמפיינים ממומנים. <strong>הצטרפו למאות לקוחות מרוצים.</strong></p>',
    );
    const tabs = byId(layout, 'tabs-3604c84').props.items as { title: string; content: string }[];
    expect(tabs.map((t) => t.title)).toEqual(['אסטרטגיה', 'ביצוע', 'מדידה']);
    expect(tabs[1]!.content).toContain('<ul><li>גוגל</li><li>מטא</li><li>טיקטוק</li></ul>');
    const faq = byId(layout, 'accordion-efa9dad').props;
    expect(faq).toMatchObject({ title_tag: 'h3', icon: 'plus', icon_position: 'end', first_open: true });
    expect((faq.items as { content: string }[])[2]!.content).toContain('<a href="tel:+97231234567">03-1234567</a>');
    expect(byId(layout, 'alert-1caef05').props).toMatchObject({
      kind: 'warning',
      title: 'מבצע החודש',
      dismissible: true,
    });
  });

  it('opens popup 92 as the imported popup, from the dynamic tag and from the action link', () => {
    const open = createActionHash('popup:open', { id: '7' });
    expect(byId(layout, 'button-03dfe2c').props.link).toBe(open);
    const items = byId(layout, 'icon-list-7e2a179').props.items as { text: string; link: string }[];
    expect(items[3]).toMatchObject({ text: 'קבלו הצעה בפופאפ', link: open });
    expect(parseActionHash(open)).toEqual({ name: 'popup:open', settings: { id: '7' } });
    expect(resolver.calls.popup).toEqual([92, 92]);
  });

  it('keeps the anchors, classes and entrance animations', () => {
    const anchors = allNodes(layout.content)
      .map(({ node }) => node.props.anchor_id)
      .filter(Boolean);
    expect(anchors).toEqual(['hero', 'hero-articles', 'services', 'about', 'faq', 'portfolio', 'contact']);
    expect(layout.content[1]!.props.css_classes).toBe('services-row');
    expect(byId(layout, 'heading-790b8da').props).toMatchObject({ animation: 'fadeInUp', animation_delay: 200 });
    expect(byId(layout, 'container-dd1187d').props.animation).toBe('fadeIn');
  });

  it("keeps the headings' own font sizes per device and line height (typography_typography: custom)", () => {
    expect(byId(layout, 'heading-33d5a01').props).toMatchObject({
      typo_size_desktop: 38,
      typo_size_tablet: 32,
      typo_size_mobile: 26,
    });
    expect(byId(layout, 'heading-33d5a01').props).toMatchObject({ typo_weight: '', typo_line_height: 0 });
    // Its weight 800 is not one the site serves: the heading stays global there (bold).
    expect(byId(layout, 'heading-790b8da').props).toMatchObject({
      typo_size_desktop: 56,
      typo_size_tablet: 44,
      typo_size_mobile: 32,
      typo_line_height: 1.2,
    });
    expect(byId(layout, 'heading-790b8da').props).toMatchObject({ typo_weight: '' });
  });

  it('keeps responsive widths and counts per device', () => {
    expect(byId(layout, 'column-3a3318b').props).toMatchObject({ width: 33.333, width_tablet: 100, width_mobile: 100 });
    expect(byId(layout, 'column-2729c5a').props).toMatchObject({ width: 25, width_tablet: 50, width_mobile: 50 });
    expect(byId(layout, 'column-d0db911').props).toMatchObject({ width: 60, width_tablet: 100 });
    expect(byId(layout, 'spacer-2f0a98c').props).toMatchObject({ height: 40, height_tablet: 30, height_mobile: 16 });
    expect(byId(layout, 'image-carousel-3b72937').props).toMatchObject({
      slides_to_show: 3,
      slides_to_show_tablet: 2,
      slides_to_show_mobile: 1,
      slides_to_scroll_mobile: 1,
      autoplay_speed: 4000,
      image_spacing_custom: 20,
    });
    expect(byId(layout, 'gallery-aa31481').props).toMatchObject({
      columns: 4,
      columns_tablet: 3,
      columns_mobile: 2,
      gap_vertical: 15,
    });
    expect(byId(layout, 'posts-64b4b88').props).toMatchObject({
      columns_desktop: 3,
      columns_tablet: 2,
      columns_mobile: 1,
    });
  });

  it('rewrites links and images through the resolver', () => {
    expect(byId(layout, 'button-3e67670').props).toMatchObject({
      link: '/category/articles/',
      icon: 'arrow-end',
      icon_position: 'end',
    });
    expect(byId(layout, 'heading-dd1187d').props.link).toBe('/category/articles/seo/');
    const contact = byId(layout, 'icon-list-107d580').props.items as { link: string; icon: string }[];
    expect(contact.map((i) => i.link)).toEqual([
      'tel:+97231234567',
      'mailto:info@example.co.il',
      'https://maps.google.com/?q=%D7%94%D7%A8%D7%A6%D7%9C+10+%D7%AA%D7%9C+%D7%90%D7%91%D7%99%D7%91',
    ]);
    expect(contact.map((i) => i.icon)).toEqual(['phone', 'mail', 'map-pin']);
    expect(byId(layout, 'image-3204050').props).toMatchObject({
      media_id: '35',
      alt: 'סיפור המותג ככלי שיווקי',
      lightbox: true,
      caption: 'הצוות שלנו בעבודה',
    });
    expect(
      (byId(layout, 'image-carousel-3b72937').props.items as { media_id: string }[]).map((i) => i.media_id),
    ).toEqual(['5', '7', '9', '11', '13', '15']);
    expect((byId(layout, 'gallery-aa31481').props.items as unknown[]).length).toBe(8);
    expect(byId(layout, 'video-fed9b99').props).toMatchObject({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=XHOmBV4js_E',
      start: 5,
      poster_media_id: '37',
    });
    expect(resolver.calls.media).toContainEqual({
      wpId: 35,
      url: 'http://127.0.0.1:8080/wp-content/uploads/2026/11/article-16.jpg',
    });
  });

  it('lists the chosen category through the resolver', () => {
    expect(byId(layout, 'posts-64b4b88').props).toMatchObject({
      source: 'category',
      query_categories: 'articles',
      layout: 'cards',
      per_page: 3,
      excerpt_length: 20,
      read_more_text: 'להמשך קריאה »',
      empty_text: 'לא נמצאו מאמרים.',
    });
    expect(resolver.calls.category).toEqual([2]);
  });

  it('maps the rest with their settings: counters, progress bars, dividers, social links', () => {
    expect(byId(layout, 'counter-935dc58').props).toMatchObject({
      end: 1_500_000,
      prefix: '₪',
      title: 'תקציבי פרסום בניהול',
    });
    expect(byId(layout, 'counter-1860faa').props).toMatchObject({ end: 98, suffix: '%', duration: 3000 });
    expect(byId(layout, 'progress-bar-8012989').props).toMatchObject({
      percent: 95,
      inner_text: 'מומחיות',
      show_percent: true,
    });
    expect(byId(layout, 'progress-bar-07fd616').props).toMatchObject({
      percent: 75,
      show_percent: false,
      variant: 'success',
    });
    expect(byId(layout, 'divider-03bff2d').props).toMatchObject({ weight: 2, width: 40, align: 'start', spacing: 20 });
    const lineText = byId(layout, 'container-46c7a83');
    expect((lineText.props.items as LayoutNode[]).map((n) => [n.type, n.props.text ?? n.props.style])).toEqual([
      ['divider', 'dotted'],
      ['heading', 'גלריה'],
      ['divider', 'dotted'],
    ]);
    const social = byId(layout, 'icon-list-16fa143').props;
    expect(social.layout).toBe('inline');
    expect((social.items as { text: string }[]).map((i) => i.text)).toEqual([
      'פייסבוק',
      'אינסטגרם',
      'לינקדאין',
      'וואטסאפ',
    ]);
    const box = byId(layout, 'container-80dd12b').props.items as LayoutNode[];
    expect(box.map((n) => n.type)).toEqual(['heading', 'text-editor']);
    expect(box[0]!.props).toMatchObject({
      text: 'נגישות אתרים',
      tag: 'h3',
      align: 'center',
      link: '/accessibility-statement/',
    });
  });
});

describe('the fixture popup "newsletter-popup" (ID 92)', () => {
  it('maps its section: heading, text and button', () => {
    const { layout, report } = elementorToLayout(fixtureElementorData(92), 'פופאפ – הרשמה לניוזלטר', testResolver());
    expectValid(layout);
    expect(layout.content).toHaveLength(1);
    const items = columnItems(layout.content);
    expect(items.map((n) => n.type)).toEqual(['heading', 'text-editor', 'button']);
    expect(items[0]!.props).toMatchObject({ text: 'רוצים עוד טיפים כאלה?', align: 'center' });
    expect(items[1]!.props.html).toContain('<strong>10 טעויות שעולות לכם לקוחות</strong>');
    expect(items[2]!.props).toMatchObject({ text: 'להרשמה', link: '/contact/', icon: 'mail', align: 'center' });
    expect(report.placeholders).toEqual({});
  });
});

describe('bad input: always a valid layout and a report, never a throw', () => {
  const run = (data: unknown) => {
    const result = elementorToLayout(data, 'עמוד', testResolver());
    expectValid(result.layout);
    return result;
  };

  it('refuses what is not a list of elements', () => {
    for (const data of [null, 42, { elType: 'section' }, 'not json', '{"a":1}', true]) {
      const { layout, report } = run(data);
      expect(layout.content, String(data)).toEqual([]);
      expect(report.issues.length, String(data)).toBeGreaterThan(0);
    }
    expect(run(undefined).layout.content).toEqual([]);
  });

  it('reads the JSON string as WordPress stores it', () => {
    const { layout } = run(JSON.stringify(widgetPage('heading', { title: 'שלום' })));
    expect(columnItems(layout.content)[0]!.props.text).toBe('שלום');
  });

  it('skips elements without elType, and says so', () => {
    const { layout, report } = run([
      { id: 'x', settings: {} },
      'text',
      null,
      ...widgetPage('heading', { title: 'כן' }),
    ]);
    expect(layout.content).toHaveLength(1);
    expect(report.issues).toContain('רכיב בלי סוג (elType) דולג (3 פעמים)');
  });

  it('cuts nesting deeper than MAX_DEPTH', () => {
    let deep: El = { id: 'leaf', elType: 'widget', widgetType: 'heading', settings: { title: 'עמוק' }, elements: [] };
    for (let i = 0; i < 40; i++) deep = { id: `c${i}`, elType: 'container', settings: {}, elements: [deep] };
    const { layout, report } = run([deep]);
    const depths = allNodes(layout.content).map((n) => n.depth);
    expect(Math.max(...depths)).toBe(MAX_DEPTH);
    expect(report.issues.join('\n')).toContain(`קינון עמוק מ־${MAX_DEPTH} רמות`);
  });

  it('survives absurd nesting without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = { elType: 'container', settings: {}, elements: [deep] };
    expect(run([deep]).layout.content).toHaveLength(1);
  });

  it('stops at MAX_NODES and at 200 top-level elements', () => {
    const widgets = Array.from({ length: MAX_NODES + 300 }, (_, i) => ({
      id: `w${i}`,
      elType: 'widget',
      widgetType: 'spacer',
      settings: {},
      elements: [],
    }));
    const big = run([{ id: 'c', elType: 'container', settings: {}, elements: widgets }]);
    expect(allNodes(big.layout.content).length).toBeLessThanOrEqual(MAX_NODES);
    expect(big.report.issues.join('\n')).toMatch(/יותר מ־200 רכיבים באותה רמה/);
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      elType: 'container',
      settings: {},
      elements: widgets.slice(0, 150),
    }));
    const full = run(many);
    expect(allNodes(full.layout.content).length).toBe(MAX_NODES);
    expect(full.report.issues.join('\n')).toMatch(/רכיבים נוספים לא יובאו/);
    const top = run(widgets.slice(0, 250));
    expect(top.layout.content).toHaveLength(200);
  });

  it('keeps a page under the layout size cap', () => {
    const text = `<p>${'מילה '.repeat(9000)}</p>`;
    const page = Array.from({ length: 60 }, (_, i) => ({
      id: `c${i}`,
      elType: 'container',
      settings: {},
      elements: [
        { id: `t${i}`, elType: 'widget', widgetType: 'text-editor', settings: { editor: text }, elements: [] },
      ],
    }));
    const { layout, report } = run(page);
    expect(layout.content.length).toBeLessThan(60);
    expect(report.issues.join('\n')).toMatch(/האזורים האחרונים לא יובאו/);
  });

  it('treats settings of unexpected shapes as empty, or keeps the widget in a placeholder', () => {
    const { layout } = run([
      ...widgetPage('heading', 'not an object', 'a1'),
      ...widgetPage('tabs', { tabs: 'not a list' }, 'a2'),
      ...widgetPage('icon-list', { icon_list: [null, 3, { text: {} }] }, 'a3'),
      ...widgetPage('accordion', { tabs: [{ tab_title: 5, tab_content: ['x'] }] }, 'a4'),
      ...widgetPage('image', { image: 'x', link_to: 7 }, 'a5'),
    ]);
    expect(layout.content.map((s) => columnItems([s])[0]?.type)).toEqual([
      'wp-placeholder',
      'wp-placeholder',
      'icon-list',
      'accordion',
      'image',
    ]);
  });

  it('reports a resolver that throws, and goes on', () => {
    const resolver = testResolver({
      link: () => {
        throw new Error('boom');
      },
    });
    const { layout, report } = elementorToLayout(
      widgetPage('button', { text: 'x', link: { url: '/a/' } }),
      'עמוד',
      resolver,
    );
    expectValid(layout);
    expect(columnItems(layout.content)[0]!.props.link).toBe('#');
    expect(report.issues.join('\n')).toContain('boom');
  });

  it('puts widgets found directly in a section into columns, and keeps at most 12 columns', () => {
    const columns = Array.from({ length: 14 }, (_, i) => ({
      id: `c${i}`,
      elType: 'column',
      settings: {},
      elements: [],
    }));
    const stray = { id: 'h', elType: 'widget', widgetType: 'heading', settings: { title: 'תועה' }, elements: [] };
    const { layout, report } = run([{ id: 's', elType: 'section', settings: {}, elements: [stray, ...columns] }]);
    const mapped = layout.content[0]!.props.columns as LayoutNode[];
    expect(mapped).toHaveLength(12);
    expect((mapped[0]!.props.items as LayoutNode[])[0]!.props.text).toBe('תועה');
    expect(report.issues.join('\n')).toContain('יותר מ־12 עמודות');
  });

  it('never lets a property name from the data reach the prototype', () => {
    const { layout } = run(
      JSON.parse('[{"elType":"widget","widgetType":"__proto__","settings":{"__proto__":{"x":1}}}]'),
    );
    expect(layout.content[0]!.type).toBe('wp-placeholder');
    expect(isRecord(JSON.parse(String(layout.content[0]!.props.settings)))).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
