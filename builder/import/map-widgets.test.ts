import { describe, expect, it } from 'vitest';
import { createActionHash } from '../../engines/url-actions';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import type { ElementorResolver } from './elementor-types';
import { elementorToLayout } from './elementor-to-layout';
import { columnItems, testResolver, widgetPage } from './testing';

const popup = (id: string) =>
  `#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(btoa(`{"id":"${id}"}`))}`;

/** One widget mapped on its own page: the nodes it became, and the report. */
function map(widgetType: string, settings: unknown, resolver: Partial<ElementorResolver> = {}) {
  const { layout, report } = elementorToLayout(widgetPage(widgetType, settings), 'עמוד', testResolver(resolver));
  const result = validateLayout(layout);
  expect(result.ok ? [] : result.errors).toEqual([]);
  const nodes = columnItems(layout.content);
  return { nodes, node: nodes[0]!, props: nodes[0]!.props, report, issues: report.issues.join('\n') };
}

const childTypes = (node: LayoutNode) => (node.props.items as LayoutNode[]).map((n) => n.type);

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

describe('lists and boxes', () => {
  it('icon list: items with icons and links, empty ones skipped, unknown icons as a dot', () => {
    const { props, issues } = map('icon-list', {
      view: 'inline',
      icon_align: 'center',
      divider: 'yes',
      icon_list: [
        { text: 'אחד', selected_icon: { value: 'fas fa-check' }, link: { url: '/a/' } },
        { text: '' },
        { text: 'שניים', selected_icon: { value: 'fas fa-rocket' } },
        { text: 'שלושה' },
      ],
    });
    expect(props).toMatchObject({ layout: 'inline', align: 'center', divider: true });
    expect(props.items).toEqual([
      { text: 'אחד', icon: 'check', link: '/a/' },
      { text: 'שניים', icon: 'dot', link: '' },
      { text: 'שלושה', icon: 'none', link: '' },
    ]);
    expect(issues).toContain('fa-rocket');
  });

  it('icon list: at most 50 items, reported', () => {
    const { props, issues } = map('icon-list', {
      icon_list: Array.from({ length: 60 }, (_, i) => ({ text: `פריט ${i}` })),
    });
    expect(props.items).toHaveLength(50);
    expect(issues).toContain('50 הפריטים הראשונים מתוך 60');
  });

  it('icon box and image box: a container with the image, a heading and the text', () => {
    const icon = map('icon-box', {
      title_text: 'כותרת',
      description_text: 'תיאור',
      title_size: 'h4',
      text_align: 'right',
      link: { url: '/x/' },
    });
    expect(icon.node.type).toBe('container');
    expect(childTypes(icon.node)).toEqual(['heading', 'text-editor']);
    expect((icon.node.props.items as LayoutNode[])[0]!.props).toMatchObject({
      text: 'כותרת',
      tag: 'h4',
      align: 'start',
      link: '/x/',
    });
    expect((icon.node.props.items as LayoutNode[])[1]!.props.html).toBe('<p>תיאור</p>');
    const image = map('image-box', {
      image: { id: 12, url: 'http://127.0.0.1:8080/a.jpg', alt: 'תמונה' },
      title_text: 'כותרת',
      position: 'left',
    });
    expect(childTypes(image.node)).toEqual(['image', 'heading']);
    expect((image.node.props.items as LayoutNode[])[0]!.props).toMatchObject({ media_id: '12', alt: 'תמונה' });
    expect(image.issues).toContain('הוצבו מעליו');
  });

  it('social icons: a row of links named in Hebrew', () => {
    const { props } = map('social-icons', {
      align: 'center',
      social_icon_list: [
        { social_icon: { value: 'fab fa-facebook-f' }, link: { url: 'https://facebook.com/x', is_external: 'on' } },
        { social_icon: { value: 'fab fa-whatsapp' }, link: { url: 'https://wa.me/972501234567' } },
        { social_icon: { value: 'fab fa-github' }, link: { url: 'https://github.com/x' } },
        { social_icon: { value: 'fab fa-x-twitter' }, link: { url: '' } },
      ],
    });
    expect(props).toMatchObject({ layout: 'inline', align: 'center' });
    expect(props.items).toEqual([
      { text: 'פייסבוק', icon: 'none', link: 'https://facebook.com/x' },
      { text: 'וואטסאפ', icon: 'whatsapp', link: 'https://wa.me/972501234567' },
      { text: 'github', icon: 'none', link: 'https://github.com/x' },
    ]);
  });
});

describe('media', () => {
  it('image: custom link, caption, size; an image that was not imported is reported', () => {
    const { props } = map('image', {
      image: { id: 4, url: 'http://127.0.0.1:8080/a.jpg', alt: 'חלופי' },
      link_to: 'custom',
      link: { url: '/x/', is_external: 'on' },
      caption_source: 'custom',
      caption: 'כיתוב',
      width: { unit: '%', size: 50 },
      align: 'right',
    });
    expect(props).toMatchObject({
      media_id: '4',
      alt: 'חלופי',
      caption: 'כיתוב',
      link: '/x/',
      link_new_tab: true,
      lightbox: false,
      sizes: 'half',
      align: 'start',
    });
    const missing = map(
      'image',
      { image: { id: 999, url: 'http://127.0.0.1:8080/missing.jpg' } },
      { media: () => null },
    );
    expect(missing.props.media_id).toBe('');
    expect(missing.issues).toContain('missing.jpg');
  });

  it('image: a media id arig would refuse is reported, not stored', () => {
    const { props, issues } = map('image', { image: { id: 4 } }, { media: () => '../etc/passwd' });
    expect(props.media_id).toBe('');
    expect(issues).toContain('לא נמצאה');
  });

  it('image carousel: images, per-device counts, Elementor defaults', () => {
    const { props } = map('image-carousel', {
      carousel: [
        { id: 1, url: 'u1' },
        { id: 2, url: 'u2' },
      ],
      slides_to_show: '4',
      navigation: 'arrows',
      autoplay: '',
      effect: 'fade',
      link_to: 'custom',
      link: { url: '/g/' },
    });
    expect(props).toMatchObject({
      carousel_name: 'גלריית תמונות',
      slides_to_show: 4,
      slides_to_show_tablet: -1,
      navigation: 'arrows',
      autoplay: false,
      infinite: true,
      effect: 'fade',
    });
    expect(props.items).toEqual([
      { media_id: '1', caption: '', link: '/g/' },
      { media_id: '2', caption: '', link: '/g/' },
    ]);
  });

  it('galleries: the basic one and the Pro one, lightbox unless turned off', () => {
    expect(
      map('image-gallery', { wp_gallery: [{ id: 3 }], gallery_columns: '9', open_lightbox: 'no' }).props,
    ).toMatchObject({
      items: [{ media_id: '3', caption: '' }],
      columns: 6,
      lightbox: false,
    });
    const pro = map('gallery', {
      gallery: [{ id: 3 }, { id: 4 }],
      gallery_layout: 'masonry',
      columns: 3,
      gap: { unit: 'px', size: 12 },
    });
    expect(pro.node.type).toBe('gallery');
    expect(pro.props).toMatchObject({
      layout: 'masonry',
      columns: 3,
      gap_vertical: 12,
      gap_horizontal: 12,
      lightbox: true,
    });
  });

  it('video: YouTube and Vimeo; other hosts stay placeholders', () => {
    expect(
      map('video', {
        video_type: 'vimeo',
        vimeo_url: 'https://vimeo.com/76979871',
        aspect_ratio: '43',
        mute: 'yes',
        controls: '',
      }).props,
    ).toMatchObject({
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      aspect_ratio: '4-3',
      mute: true,
      controls: false,
    });
    expect(map('video', { video_type: 'youtube', youtube_url: 'https://evil.example/watch?v=x' }).node.type).toBe(
      'wp-placeholder',
    );
    expect(map('video', { video_type: 'dailymotion', dailymotion_url: 'https://dai.ly/x' }).node.type).toBe(
      'wp-placeholder',
    );
    expect(
      map('video', { video_type: 'hosted', hosted_url: { url: 'http://127.0.0.1:8080/wp-content/uploads/film.mp4' } })
        .props,
    ).toMatchObject({ provider: 'hosted', url: '/wp-content/uploads/film.mp4' });
  });

  it('SoundCloud audio and Google Maps become privacy-facade embeds', () => {
    expect(map('audio', { link: { url: 'https://soundcloud.com/artist/track' } }).props).toMatchObject({
      service: 'soundcloud',
      url: 'https://soundcloud.com/artist/track',
    });
    expect(map('audio', { link: { url: 'https://example.com/a.mp3' } }).node.type).toBe('wp-placeholder');
    expect(map('google_maps', { address: 'הרצל 10, תל אביב' }).props).toMatchObject({
      service: 'google-maps',
      url: 'הרצל 10, תל אביב',
    });
  });
});

describe('interactive widgets', () => {
  it('accordion and toggle: items, title tag, icon and its side', () => {
    const tabs = [
      { tab_title: 'שאלה', tab_content: '<p>תשובה</p>' },
      { tab_title: '', tab_content: '' },
    ];
    const accordion = map('accordion', {
      tabs,
      title_html_tag: 'h1',
      selected_icon: { value: 'fas fa-chevron-down' },
      icon_align: 'right',
    });
    expect(accordion.props).toMatchObject({
      title_tag: 'div',
      icon: 'chevron',
      icon_position: 'start',
      first_open: true,
    });
    expect(accordion.props.items).toEqual([
      { title: 'שאלה', content: '<p>תשובה</p>' },
      { title: 'פריט 2', content: '' },
    ]);
    const toggle = map('toggle', { tabs, title_html_tag: 'h4', faq_schema: 'yes' });
    expect(toggle.props).toMatchObject({ title_tag: 'h4', icon: 'chevron' });
    expect((toggle.props.items as { open: boolean }[]).map((i) => i.open)).toEqual([false, false]);
    expect(toggle.issues).toContain('faq_schema');
  });

  it('tabs: vertical, aligned; none at all stays a placeholder', () => {
    expect(
      map('tabs', { tabs: [{ tab_title: 'א', tab_content: 'ב' }], type: 'vertical', tabs_align_horizontal: 'stretch' })
        .props,
    ).toMatchObject({
      orientation: 'vertical',
      align: 'justify',
      items: [{ title: 'א', content: 'ב' }],
    });
    expect(map('tabs', { tabs: [] }).node.type).toBe('wp-placeholder');
  });

  it('alert: kind, texts, dismiss; an empty alert stays a placeholder', () => {
    expect(
      map('alert', {
        alert_type: 'danger',
        alert_title: 'שגיאה',
        alert_description: 'שורה<br>שנייה',
        show_dismiss: 'hide',
      }).props,
    ).toMatchObject({
      kind: 'danger',
      title: 'שגיאה',
      description: 'שורה\nשנייה',
      dismissible: false,
      show_icon: false,
    });
    expect(map('alert', { alert_title: '' }).node.type).toBe('wp-placeholder');
  });

  it('counter: decimals from the numbers, prefix and suffix', () => {
    expect(
      map('counter', { starting_number: 0, ending_number: '4.75', suffix: '★', thousand_separator: '' }).props,
    ).toMatchObject({
      start: 0,
      end: 4.75,
      decimals: 2,
      suffix: '★',
      separator: false,
    });
  });

  it('progress: an accessible name even without a title', () => {
    expect(map('progress', { percent: { unit: '%', size: 130 }, progress_type: 'warning' }).props).toMatchObject({
      title: 'התקדמות',
      percent: 100,
      variant: 'warning',
    });
  });

  it('countdown: to a date with a redirect, or per visitor', () => {
    expect(
      map('countdown', {
        due_date: '2027-03-01 18:30',
        expire_actions: ['redirect'],
        expire_redirect_url: { url: '/sale-over/' },
      }).props,
    ).toMatchObject({
      mode: 'date',
      due: '2027-03-01T18:30',
      end_action: 'redirect',
      end_url: '/sale-over/',
    });
    expect(
      map('countdown', {
        countdown_type: 'evergreen',
        evergreen_counter_hours: { size: 5 },
        evergreen_counter_minutes: { size: 0 },
      }).props,
    ).toMatchObject({ mode: 'evergreen', evergreen_hours: 5 });
    expect(map('countdown', { due_date: 'soon' }).node.type).toBe('wp-placeholder');
  });
});

describe('navigation and listings', () => {
  it('nav menu: the main menu, reported', () => {
    const { props, issues } = map('nav-menu', { menu: 'primary', layout: 'vertical', align_items: 'center' });
    expect(props).toMatchObject({ menu_location: 'main', layout: 'vertical', align: 'center' });
    expect(issues).toContain('„primary”');
  });

  it('table of contents: levels from the chosen tags, markers, collapsing', () => {
    expect(
      map('table-of-contents', {
        title: 'בעמוד',
        headings_by_tags: ['h1', 'h3', 'h2'],
        marker_view: 'bullets',
        minimize_box: '',
      }).props,
    ).toMatchObject({
      title: 'בעמוד',
      min_level: '2',
      max_level: '3',
      list_style: 'bullets',
      collapsible: false,
    });
  });

  it('posts: a category the import does not know falls back to the latest posts, reported', () => {
    const { props, issues } = map('posts', {
      _skin: 'classic',
      posts_include: ['terms'],
      posts_include_term_ids: ['8'],
      classic_posts_per_page: 4,
      pagination_type: 'numbers_and_prev_next',
      posts_orderby: 'title',
    });
    expect(props).toMatchObject({
      source: 'latest',
      query_categories: '',
      layout: 'grid',
      per_page: 4,
      pagination: 'numbers_prev_next',
      order: 'title_asc',
    });
    expect(issues).toContain('הקטגוריה 8');
    expect(map('posts', { posts_post_type: 'page' }).node.type).toBe('wp-placeholder');
    // Listings name categories by slug: a document id would silently match nothing, so it is refused.
    const byId = map('posts', { posts_include: ['terms'], posts_include_term_ids: ['2'] }, { category: () => 5 });
    expect(byId.props).toMatchObject({ source: 'latest', query_categories: '' });
    expect(byId.issues).toContain('מזהה מספרי (5)');
  });

  it('loop grid and taxonomy filter: the filter drives the grid by its arig id, even when it comes first', () => {
    const page = [
      {
        id: 'ctr',
        elType: 'container',
        settings: {},
        elements: [
          {
            id: 'flt',
            elType: 'widget',
            widgetType: 'taxonomy-filter',
            settings: { selected_element: 'grd', multiple_selection: 'yes', logical_combination: 'OR' },
            elements: [],
          },
          {
            id: 'grd',
            elType: 'widget',
            widgetType: 'loop-grid',
            settings: {
              template_id: 12,
              columns: 2,
              posts_per_page: 8,
              post_query_include: ['terms'],
              post_query_include_term_ids: [2],
            },
            elements: [],
          },
          {
            id: 'lost',
            elType: 'widget',
            widgetType: 'taxonomy-filter',
            settings: { selected_element: 'nowhere' },
            elements: [],
          },
        ],
      },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const [filter, grid, lost] = layout.content[0]!.props.items as LayoutNode[];
    expect(grid!.props).toMatchObject({
      id: 'loop-grid-grd',
      source: 'posts',
      query_categories: 'articles',
      columns_desktop: 2,
      per_page: 8,
    });
    expect(filter!.props).toMatchObject({ target: 'loop-grid-grd', logical_join: 'OR' });
    expect(lost!.props.target).toBe('');
    expect(report.issues.join('\n')).toContain('תבנית הפריט');
    expect(report.issues.join('\n')).toContain('taxonomy-filter (lost): רשת הפריטים');
  });

  it('search form and share buttons', () => {
    expect(map('search-form', { placeholder: 'חיפוש באתר', button_type: 'icon' }).props).toMatchObject({
      placeholder: 'חיפוש באתר',
      button_icon_only: true,
      show_label: false,
    });
    expect(
      map('share-buttons', {
        share_buttons: [{ button: 'facebook' }, { button: 'x-twitter' }, { button: 'myspace' }],
        view: 'icon',
        shape: 'circle',
        skin: 'minimal',
      }).props,
    ).toMatchObject({
      items: [{ network: 'facebook' }, { network: 'twitter' }],
      view: 'icon',
      shape: 'circle',
      skin: 'outline',
      native_share: false,
    });
  });
});

describe('what arig does not have: placeholders that keep everything', () => {
  it('testimonial and form: the original settings, as JSON that parses back', () => {
    const settings = { testimonial_content: 'שירות\u202e מעולה', testimonial_name: 'דנה', nested: { a: [1, 2] } };
    const { node, report } = map('testimonial', settings);
    expect(node.props).toMatchObject({ widget_type: 'testimonial', truncated: false });
    expect(JSON.parse(String(node.props.settings))).toEqual(settings);
    expect(report.placeholders).toEqual({ testimonial: 1 });
    expect(map('form', { form_fields: [] }).node.type).toBe('wp-placeholder');
  });

  it('settings over 20,000 characters are cut and marked', () => {
    const { node, issues } = map('html', { html: 'x'.repeat(30_000) });
    expect(String(node.props.settings)).toHaveLength(20_000);
    expect(node.props.truncated).toBe(true);
    expect(issues).toContain('בקיצור');
  });

  it('Elementor settings stored as an empty list', () => {
    const { node } = map('shortcode', []);
    expect(node.props.settings).toBe('[]');
  });

  it('an unknown element type keeps its settings, and its children follow it', () => {
    const page = [
      { id: 'e1', elType: 'e-div-block', settings: { a: 1 }, elements: widgetPage('heading', { title: 'בפנים' }) },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(layout.content.map((n) => n.type)).toEqual(['wp-placeholder', 'section']);
    expect(layout.content[0]!.props.widget_type).toBe('e-div-block');
    expect(report.issues.join('\n')).toContain('התוכן שבתוך הרכיב יובא אחריו');
  });
});

describe('common settings and layout elements', () => {
  it('entrance animations are mirrored for right-to-left, approximated when arig has none', () => {
    expect(map('heading', { title: 'x', _animation: 'fadeInLeft' }).props.animation).toBe('fadeInEnd');
    expect(map('heading', { title: 'x', _animation: 'slideInRight' }).props.animation).toBe('slideInStart');
    const bounce = map('heading', { title: 'x', _animation: 'bounceInLeft', _animation_delay: 99_999 });
    expect(bounce.props).toMatchObject({ animation: 'fadeInEnd', animation_delay: 10_000 });
    expect(bounce.issues).toContain('bounceInLeft');
  });

  it('device visibility, classes, sticky', () => {
    const { props, issues } = map('heading', {
      title: 'x',
      hide_mobile: 'hidden-mobile',
      hide_desktop: '',
      _css_classes: 'good also-good 1bad <x>',
      sticky: 'top',
      sticky_on: ['desktop', 'phone'],
      sticky_offset: 40,
      sticky_parent: 'yes',
    });
    expect(props).toMatchObject({
      hide_mobile: true,
      hide_desktop: false,
      css_classes: 'good also-good',
      sticky: 'top',
      sticky_on: ['desktop'],
      sticky_offset: 40,
      sticky_parent: true,
    });
    expect(issues).toContain('מחלקות CSS לא תקינות');
  });

  it('anchors arig refuses (not Latin, or already used) are dropped and reported', () => {
    const page = [
      ...widgetPage('heading', { title: 'א', _element_id: 'מחירים' }, 'h1'),
      ...widgetPage('heading', { title: 'ב', _element_id: 'top' }, 'h2'),
      ...widgetPage('heading', { title: 'ג', _element_id: 'top' }, 'h3'),
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((s) => columnItems([s])[0]!.props.anchor_id)).toEqual(['', 'top', '']);
    expect(report.issues.join('\n')).toContain('„מחירים”');
    expect(report.issues.join('\n')).toContain('כבר קיים');
  });

  it('containers: flex direction per device, grid columns, gaps, even padding, nesting', () => {
    const page = [
      {
        id: 'outer',
        elType: 'container',
        settings: {
          flex_direction: 'row',
          flex_direction_mobile: 'column-reverse',
          flex_justify_content: 'space-between',
          flex_align_items: 'center',
          flex_wrap: 'wrap',
          flex_gap: { column: '24', row: '24', isLinked: true, unit: 'px', size: 24 },
          flex_gap_mobile: { unit: 'px', size: 8 },
          padding: { unit: 'px', top: '16', right: '16', bottom: '16', left: '16', isLinked: true },
          content_width: 'full',
          html_tag: 'nav',
          min_height: { unit: 'px', size: 300 },
        },
        elements: [
          {
            id: 'inner',
            elType: 'container',
            isInner: true,
            settings: {
              container_type: 'grid',
              grid_columns_grid: { unit: 'fr', size: 3 },
              grid_columns_grid_mobile: { unit: 'fr', size: 1 },
            },
            elements: [],
          },
        ],
      },
    ];
    const { layout, report } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const outer = layout.content[0]!;
    expect(outer.props).toMatchObject({
      direction: 'row',
      direction_mobile: 'column',
      justify: 'space-between',
      align: 'center',
      wrap: true,
      gap: 24,
      gap_mobile: 8,
      padding: 16,
      content_width: 'full',
      html_tag: 'div',
      min_height: 300,
    });
    expect((outer.props.items as LayoutNode[])[0]!.props).toMatchObject({
      layout: 'grid',
      columns: '3',
      columns_mobile: '1',
    });
    expect(report.issues.join('\n')).toContain('column-reverse');
    expect(report.issues.join('\n')).toContain('„nav”');
  });

  it('sections: width, gap, height, column position and the columns’ vertical alignment', () => {
    const page = [
      {
        id: 's',
        elType: 'section',
        settings: {
          layout: 'full_width',
          content_width: { unit: 'px', size: 960 },
          gap: 'no',
          height: 'min-height',
          custom_height: { unit: 'px', size: 400 },
          column_position: 'middle',
          content_position: 'bottom',
          html_tag: 'aside',
          stretch_section: 'section-stretched',
        },
        elements: [
          { id: 'a', elType: 'column', settings: { _column_size: 66, _inline_size: null }, elements: [] },
          {
            id: 'b',
            elType: 'column',
            settings: { _column_size: 33, content_position: 'space-between' },
            elements: [],
          },
        ],
      },
    ];
    const { layout } = elementorToLayout(page, 'עמוד', testResolver());
    expect(validateLayout(layout).ok).toBe(true);
    const section = layout.content[0]!;
    expect(section.props).toMatchObject({
      layout: 'full_width',
      content_width: 960,
      gap: 'no',
      min_height: 400,
      vertical_align: 'center',
      html_tag: 'aside',
      stretch_element: 'yes',
    });
    expect((section.props.columns as LayoutNode[]).map((c) => [c.props.width, c.props.vertical_align])).toEqual([
      [66.666, 'end'],
      [33.333, 'space-between'],
    ]);
  });

  it('a column outside a section becomes a container', () => {
    const { layout, report } = elementorToLayout(
      [{ id: 'c', elType: 'column', settings: {}, elements: widgetPage('heading', { title: 'x' }) }],
      'עמוד',
      testResolver(),
    );
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content[0]!.type).toBe('container');
    expect(report.issues.join('\n')).toContain('עמודה מחוץ לאזור');
  });
});
