import { describe, expect, it } from 'vitest';
import { createActionHash } from '../../engines/url-actions';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import { childTypes, columnItems, map, testResolver, widgetPage } from './testing';

const popup = (id: string) =>
  `#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(btoa(`{"id":"${id}"}`))}`;

describe('basic widgets', () => {
  it('heading: tag, logical alignment (right is the start of a Hebrew line), size, link; markup in the title dropped', () => {
    const { props } = map('heading', {
      title: 'כותרת <span class="x">עם</span><br>שבירה',
      header_size: 'h4',
      align: 'left',
      size: 'xl',
      link: { url: 'http://127.0.0.1:8080/about/' },
    });
    expect(props).toMatchObject({ text: 'כותרת עם שבירה', tag: 'h4', align: 'end', size: 'xl', link: '/about/' });
    expect(map('heading', { title: 'x', align: 'right', header_size: 'h7' }).props).toMatchObject({
      align: 'start',
      tag: 'h2',
    });
  });

  it('heading, text and button: their own typography when simple (sizes 12–96 px per device, 400/700, line height 1–2.5, letter and word spacing in px, transform)', () => {
    const custom = {
      typography_typography: 'custom',
      typography_font_size: { unit: 'px', size: 40, sizes: [] },
      typography_font_size_tablet: { unit: 'rem', size: 2, sizes: [] },
      typography_font_size_mobile: { unit: 'px', size: 24.4, sizes: [] },
      typography_font_weight: 'bold',
      typography_line_height: { unit: 'em', size: 1.3, sizes: [] },
      typography_letter_spacing: { unit: 'px', size: 1.24, sizes: [] },
      typography_word_spacing: { unit: 'px', size: 3.06, sizes: [] },
      typography_text_transform: 'uppercase',
    };
    for (const [type, props] of [
      ['heading', { title: 'x' }],
      ['text-editor', { editor: '<p>x</p>' }],
      ['button', { text: 'x', link: { url: '/contact/' } }],
    ] as const) {
      const mapped = map(type, { ...props, ...custom });
      expect(mapped.props).toMatchObject({
        typo_size_desktop: 40,
        typo_size_tablet: 32,
        typo_size_mobile: 24,
        typo_weight: '700',
        typo_line_height: 1.3,
        typo_letter_spacing: 1.2,
        typo_word_spacing: 3.1,
        typo_transform: 'uppercase',
      });
      expect(mapped.report.issues.join('\n')).not.toContain('typography');
    }
    // Not simple: left global and named in the report.
    const odd = map('heading', {
      title: 'x',
      typography_typography: 'custom',
      typography_font_size: { unit: 'vw', size: 4, sizes: [] },
      typography_font_size_mobile: { unit: 'px', size: 140, sizes: [] },
      typography_font_weight: '300',
      typography_line_height: { unit: 'px', size: 30, sizes: [] },
      typography_letter_spacing: { unit: 'em', size: 0.1, sizes: [] },
      typography_word_spacing: { unit: 'em', size: 0.2, sizes: [] },
      typography_text_transform: 'full-width',
    });
    expect(odd.props).toMatchObject({
      typo_size_desktop: 0,
      typo_size_mobile: 0,
      typo_weight: '',
      typo_line_height: 0,
      typo_letter_spacing: 0,
      typo_word_spacing: 0,
      typo_transform: '',
    });
    for (const key of [
      'typography_font_size',
      'typography_font_size_mobile',
      'typography_font_weight',
      'typography_line_height',
      'typography_letter_spacing',
      'typography_word_spacing',
      'typography_text_transform',
    ])
      expect(odd.report.issues.join('\n')).toContain(key);
    // The kit's typography (not custom) is not read as the widget's own.
    expect(
      map('heading', { title: 'x', typography_font_size: { unit: 'px', size: 40, sizes: [] } }).props.typo_size_desktop,
    ).toBe(0);
  });

  it("heading, text and button: the kit's primary typography is the headings' family, its text the body's; others are named", () => {
    const kit = (id: string) => ({ __globals__: { typography_typography: `globals/typography?id=${id}` } });
    const text = (id: string) => map('text-editor', { editor: '<p>x</p>', ...kit(id) });
    // Where that family is the widget's own, it stays global: no class, no byte.
    expect(map('heading', { title: 'x', ...kit('primary') }).props.typo_font).toBe('');
    expect(text('text').props.typo_font).toBe('');
    expect(map('button', { text: 'x', ...kit('text') }).props.typo_font).toBe('');
    expect(text('primary').props.typo_font).toBe('heading');
    expect(map('heading', { title: 'x', ...kit('text') }).props.typo_font).toBe('body');
    expect(map('button', { text: 'x', ...kit('primary') }).props.typo_font).toBe('heading');
    for (const id of ['primary', 'text']) expect(text(id).report.issues.join('\n')).not.toContain('globals/typography');
    const secondary = text('secondary');
    expect(secondary.props.typo_font).toBe('');
    expect(secondary.report.issues.join('\n')).toContain('globals/typography?id=secondary');
  });

  it("heading: the kit's primary, and an accent or custom colour Site Settings took that reads on the page, stay global", () => {
    const carried: Record<string, { value: string; readsAsText: boolean }> = {
      accent: { value: 'accent', readsAsText: true },
      '3f1c2a9': { value: 'colour:3f1c2a9', readsAsText: false },
    };
    const kitColour = (id: string) => carried[id] ?? null;
    const heading = (colour: string) =>
      map('heading', { title: 'x', __globals__: { title_color: `globals/colors?id=${colour}` } }, { kitColour });
    expect(heading('primary').props.colour).toBe('primary');
    expect(heading('accent').props.colour).toBe('accent');
    const pale = heading('3f1c2a9');
    expect(pale.props.colour).toBe('');
    expect(pale.report.issues).toEqual([expect.stringContaining('אינו קריא על רקע העמוד')]);
    const gone = heading('b77e0d4');
    expect(gone.props.colour).toBe('');
    expect(gone.report.issues).toEqual([expect.stringContaining('אינו בין צבעי האתר')]);
  });

  it("heading and text editor: a colour of the widget's own becomes a custom one, kept where it reads on its surface", () => {
    const site = { brand: {}, custom: [] };
    const siteColours = () => site;
    const own = map('heading', { title: 'x', title_color: '#7A1F3D' }, { siteColours });
    expect(own.props).toMatchObject({ colour: 'custom', colour_custom: '#7a1f3d' });
    expect(own.issues).toBe('');
    const seeThrough = map('heading', { title: 'x', title_color: '#7a1f3d80' }, { siteColours });
    expect(seeThrough.props.colour).toBe('');
    expect(seeThrough.issues).toContain('אינו אטום');
    // Too pale for the white page: the save would refuse it, so the text keeps the text's colour and the report says why.
    const pale = map('text-editor', { editor: '<p>א</p>', text_color: '#F3F6FA' }, { siteColours });
    expect(pale.props.colour).toBe('');
    expect(pale.issues).toContain('הצבע המותאם ⁦#f3f6fa⁩ על רקע העמוד (⁦#ffffff⁩)');
  });

  it("a widget's own colour is checked against the box it lands in, not the page", () => {
    const siteColours = () => ({ brand: {}, custom: [] });
    const [section] = widgetPage('heading', { title: 'x', title_color: '#FFFFFF' }) as { settings: object }[];
    section!.settings = { background_background: 'classic', background_color: '#0F2A44' };
    const { layout, report } = elementorToLayout([section], 'עמוד', testResolver({ siteColours }));
    expect(columnItems(layout.content)[0]!.props).toMatchObject({ colour: 'custom', colour_custom: '#ffffff' });
    expect(report.issues).toEqual([]);
  });

  it("a reference to the kit's secondary typography: the kit's values become the widget's own, over its own", () => {
    const kitTypography = (id: string) =>
      id === 'secondary'
        ? {
            typography_typography: 'custom',
            typography_font_family: 'Assistant',
            typography_font_size: { unit: 'px', size: 30, sizes: [] },
            typography_font_weight: '700',
            typography_line_height: { unit: 'em', size: 1.3, sizes: [] },
          }
        : null;
    const { props, issues } = map(
      'heading',
      {
        title: 'x',
        __globals__: { typography_typography: 'globals/typography?id=secondary' },
        typography_font_size: { unit: 'px', size: 60, sizes: [] },
      },
      { kitTypography },
    );
    expect(props).toMatchObject({ typo_size_desktop: 30, typo_weight: '700', typo_line_height: 1.3 });
    expect(issues).not.toContain('globals/typography');
    // A family by name is not one of the site's two: named in the report, as a widget's own would be.
    expect(issues).toContain('typography_font_family');
    // Without the kit (a layout imported on its own), the reference is reported and the widget stays global.
    const alone = map('heading', {
      title: 'x',
      __globals__: { typography_typography: 'globals/typography?id=secondary' },
    });
    expect(alone.props.typo_size_desktop).toBe(0);
    expect(alone.issues).toContain('globals/typography?id=secondary');
  });

  it('heading: an empty title keeps the widget as a placeholder', () => {
    const { node, report } = map('heading', { title: '  ' });
    expect(node.type).toBe('wp-placeholder');
    expect(report.placeholders).toEqual({ heading: 1 });
  });

  it('text editor: sanitised, links rewritten (popups too), columns capped at 3', () => {
    const { props } = map('text-editor', {
      editor: `<p onclick="x()">א <a href="http://127.0.0.1:8080/contact/">קשר</a> <a href="${popup('92')}">פופאפ</a> <a href="javascript:alert(1)">רע</a></p><script>alert(1)</script>`,
      text_columns: '4',
    });
    expect(props.html).toBe(
      `<p>א <a href="/contact/">קשר</a> <a href="${createActionHash('popup:open', { id: '7' }).replace(/&/g, '&amp;')}">פופאפ</a> <a>רע</a></p>`,
    );
    expect(props.columns).toBe('3');
  });

  it('text editor: rich text past 50,000 characters is cut, well-formed, and reported', () => {
    const { props, issues } = map('text-editor', { editor: `<p><strong>${'א'.repeat(60_000)}</strong></p>` });
    expect(String(props.html).length).toBeLessThanOrEqual(50_000);
    expect(props.html).toMatch(/^<p><strong>א+<\/strong><\/p>$/);
    expect(issues).toContain('קוצר');
  });

  it('button: link, new tab, nofollow, size, icon side; outline from a transparent fill with a border', () => {
    const { props } = map('button', {
      text: 'שלחו',
      link: { url: 'https://example.com/', is_external: 'on', nofollow: 'on' },
      size: 'xl',
      align: 'justify',
      selected_icon: { value: 'fas fa-phone-alt', library: 'fa-solid' },
      background_color: '#FFFFFF00',
      border_border: 'solid',
    });
    expect(props).toMatchObject({
      text: 'שלחו',
      link: 'https://example.com/',
      new_tab: true,
      nofollow: true,
      size: 'lg',
      align: 'justify',
      icon: 'phone',
      icon_position: 'start',
      variant: 'outline',
    });
    expect(map('button', { text: 'x', button_type: 'danger' }).props).toMatchObject({
      variant: 'secondary',
      size: 'sm',
      link: '#',
    });
  });

  it('button: a popup that was not imported, an unsafe link and an unknown icon are dropped and reported', () => {
    const { props, issues } = map('button', {
      text: 'x',
      link: { url: 'javascript:alert(1)' },
      selected_icon: { value: 'fas fa-rocket', library: 'fa-solid' },
      __dynamic__: { link: '[elementor-tag id="1" name="popup" settings="%7B%22popup%22%3A%2255%22%7D"]' },
    });
    expect(props).toMatchObject({ link: '#', icon: 'none' });
    expect(issues).toContain('פופאפ 55 שלא יובא');
    expect(issues).toContain('„javascript:alert(1)”');
    expect(issues).toContain('fa-rocket');
  });

  it('button: its CSS id becomes the anchor; a text-less button gets one', () => {
    const { props, issues } = map('button', { text: '', button_css_id: 'cta' });
    expect(props).toMatchObject({ anchor_id: 'cta', text: 'לחצו כאן' });
    expect(issues).toContain('לא היה טקסט');
  });

  it('spacer: pixels and em per device; screen units keep the default, reported', () => {
    expect(
      map('spacer', { space: { unit: 'em', size: 2 }, space_mobile: { unit: 'px', size: 5 } }).props,
    ).toMatchObject({
      height: 32,
      height_tablet: -1,
      height_mobile: 5,
    });
    const vh = map('spacer', { space: { unit: 'vh', size: 10 } });
    expect(vh.props.height).toBe(50);
    expect(vh.issues).toContain('„vh”');
  });

  it('menu anchor: an empty spacer carrying the anchor', () => {
    expect(map('menu-anchor', { anchor: 'prices' }).props).toMatchObject({ height: 0, anchor_id: 'prices' });
  });

  it('divider: a line; a pattern style becomes a solid line, reported; px widths are not kept', () => {
    expect(
      map('divider', {
        style: 'double',
        weight: { unit: 'px', size: 3 },
        width: { unit: '%', size: 50 },
        align: 'center',
      }).props,
    ).toMatchObject({
      style: 'double',
      weight: 3,
      width: 50,
      align: 'center',
    });
    const zigzag = map('divider', { style: 'zigzag', width: { unit: 'px', size: 300 } });
    expect(zigzag.props).toMatchObject({ style: 'solid', width: 100 });
    expect(zigzag.issues).toContain('zigzag');
  });

  it('divider with text: a row of line, text, line', () => {
    const { node } = map('divider', { look: 'line_text', text: 'או', html_tag: 'p' });
    expect(node.type).toBe('container');
    expect(node.props).toMatchObject({ direction: 'row', align: 'center' });
    expect(childTypes(node)).toEqual(['divider', 'heading', 'divider']);
    expect((node.props.items as LayoutNode[])[1]!.props).toMatchObject({ text: 'או', tag: 'p' });
  });
});
