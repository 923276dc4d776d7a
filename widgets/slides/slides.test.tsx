import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elementAttrs } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { collectMediaIds } from '../../builder/render-layout';
import { errorPaths, renderWidget, validateWidget } from '../../builder/testing';
import { xssCorpus } from '../../builder/xss-corpus';
import { isSafeUrl } from '../../engines/safe-url';
import { Slides } from './slides';
import type { SlidesProps } from './schema';

const image = (n: number) => ({
  src: `/media/s${n}.webp`,
  srcset: `/media/s${n}-750.webp 750w, /media/s${n}-1600.webp 1600w`,
  width: 1600,
  height: 900,
  alt: `אריג ${n}`,
  title: null,
  description: null,
});
const images = { '1': image(1), '2': image(2), '3': image(3) };
const slide = (media_id: string, heading: string, extra: Record<string, unknown> = {}) => ({
  media_id,
  heading,
  text: `טקסט של ${heading}`,
  button_text: 'לפרטים',
  button_link: '/contact/',
  ...extra,
});
const three = [slide('1', 'ראשונה'), slide('2', 'שנייה'), slide('3', 'שלישית')];
const options = (html: string) => JSON.parse(/data-slides="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
/** The pictures as a browser with JavaScript reads them (a deferred one's <noscript> copy left out). */
const imgs = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').match(/<img [^>]*>/g) ?? [];

describe('slides', () => {
  it('renders a labelled carousel region of labelled slide groups, controls first (hidden until the island), with its island', () => {
    const { html, islands } = renderWidget('slides', { slides: three, slides_name: 'פתיחה' }, { images });
    expect(islands).toEqual(['slides']);
    // (React's own preload of the eager picture comes first; the page preloads it from its head too.)
    expect(html).toMatch(
      /^(<link rel="preload" [^>]*>)?<section class="w w-slides w-slides--fade w-slides--ken-burns" data-island="slides" aria-roledescription="קרוסלה" aria-label="פתיחה"/,
    );
    expect(html.match(/role="group" aria-roledescription="שקופית" aria-label="\d מתוך 3"/g)).toHaveLength(3);
    expect(html.indexOf('data-slides-controls')).toBeLessThan(html.indexOf('w-slides__viewport'));
    expect(html).toContain('<div class="w-slides__controls" data-slides-controls="" hidden="">');
    // One bar: the pause button first (named in a child, so its icons stay), previous, the dots, next.
    expect(html).toContain('class="w-slides__pause" aria-pressed="false" data-carousel-pause=""');
    expect(html).toContain('<span class="visually-hidden" data-carousel-pause-label="">עצירת ההחלפה האוטומטית</span>');
    expect(html).toContain('aria-label="מעבר לשקופית 1" aria-current="true" data-carousel-dot="0"');
    expect(html).toContain('aria-label="מעבר לשקופית 3" data-carousel-dot="2"');
    expect(html).toContain('aria-label="השקופית הקודמת"');
    expect(html).toContain('aria-label="השקופית הבאה"');
    expect(html.indexOf('data-carousel-pause')).toBeLessThan(html.indexOf('data-carousel-prev'));
    expect(html.indexOf('data-carousel-prev')).toBeLessThan(html.indexOf('data-carousel-dot'));
    expect(html.indexOf('data-carousel-dot')).toBeLessThan(html.indexOf('data-carousel-next'));
    // Scrollable by keyboard without scripts; autoplay: the track does not announce every change.
    expect(html).toContain(
      '<div class="w-slides__viewport" tabindex="0"><div class="w-slides__track" aria-live="off">',
    );
    expect(html).toContain('class="w-slides__slide w-slides__slide--x-start w-slides__slide--y-middle is-current"');
  });

  it('loads the first picture at once and first, the others deferred, all responsive and decorative', () => {
    const { html } = renderWidget('slides', { slides: three }, { images });
    const [first, second, third] = imgs(html);
    expect(first).toContain('src="/media/s1.webp"');
    expect(first).toContain('srcSet="/media/s1-750.webp 750w, /media/s1-1600.webp 1600w"');
    expect(first).toContain('sizes="100vw"');
    expect(first).toContain('width="1600" height="900" alt=""');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('decoding');
    // The others wait for the runtime (or the island, for the neighbours of the slide shown): DeferredImage.
    for (const other of [second, third]) {
      expect(other).toMatch(/ data-src="\/media\/s[23]\.webp"/);
      expect(other).toContain('decoding="async"');
      expect(other).not.toContain('fetchPriority');
    }
    const lower = renderWidget('slides', { slides: three, priority: false, width: 'content' }, { images }).html;
    expect(imgs(lower)[0]).toContain('data-src="/media/s1.webp"');
    expect(imgs(lower)[0]).toContain('sizes="(max-width: 1024px) 100vw, 1140px"');
  });

  it('draws each slide: heading, text, up to two buttons, overlay colour and text colour, content position', () => {
    const { html } = renderWidget(
      'slides',
      {
        slides: [
          slide('1', 'כהה', {
            button2_text: 'עוד',
            button2_link: '/services/',
            overlay_color: '#000000',
            overlay_opacity: 60,
          }),
          slide('2', 'בהירה', {
            overlay_color: '#ffffff',
            overlay_opacity: 75,
            position: 'end',
            vertical: 'bottom',
            button_link: '',
          }),
        ],
      },
      { images },
    );
    expect(html).toContain(
      'style="--w-slides-overlay:rgb(0 0 0 / 60%);--w-slides-solid:#000000;--w-slides-fg:#ffffff;--w-slides-on-fg:#1a1a1a"',
    );
    expect(html).toContain('--w-slides-fg:#1a1a1a;--w-slides-on-fg:#ffffff');
    expect(html).toContain('<h2 class="w-slides__heading">כהה</h2><p class="w-slides__text">טקסט של כהה</p>');
    expect(html).toContain(
      '<div class="w-slides__buttons"><a class="w-slides__button w-slides__button--primary" href="/contact/">לפרטים</a><a class="w-slides__button w-slides__button--secondary" href="/services/">עוד</a></div>',
    );
    // A button without its link is left out.
    expect(html.match(/w-slides__buttons/g)).toHaveLength(1);
    expect(html).toContain('w-slides__slide--x-end w-slides__slide--y-bottom');
  });

  it('heads the first slide h1 and the rest h2 when it opens the page; otherwise one level for all', () => {
    const top = renderWidget('slides', { slides: three, heading_tag: 'h1' }, { images }).html;
    expect(top.match(/<h1 /g)).toHaveLength(1);
    expect(top).toContain('<h1 class="w-slides__heading">ראשונה</h1>');
    expect(top).toContain('<h2 class="w-slides__heading">שלישית</h2>');
    const para = renderWidget('slides', { slides: three, heading_tag: 'p' }, { images }).html;
    expect(para).not.toMatch(/<h\d/);
    expect(para).toContain('<p class="w-slides__heading">שנייה</p>');
  });

  it("gives every slide's heading, description and buttons each their own typography group", () => {
    const { html } = renderWidget(
      'slides',
      {
        slides: [slide('1', 'ראשונה', { button2_text: 'עוד', button2_link: '/services/' }), slide('2', 'שנייה')],
        typo_heading_size_tablet: 36,
        typo_description_line_height: 1.8,
        typo_button_weight: '400',
      },
      { images },
    );
    const heading = (text: string) =>
      `<h2 class="w-slides__heading w--ts-t w--ts-m" style="--w-fs-t:2.25rem">${text}</h2>` +
      `<p class="w-slides__text w--tl" style="--w-lh:1.8">טקסט של ${text}</p>`;
    expect(html).toContain(heading('ראשונה'));
    expect(html).toContain(heading('שנייה'));
    expect(html).toContain(
      '<a class="w-slides__button w-slides__button--primary w--tw" style="--w-fw:400" href="/contact/">לפרטים</a>' +
        '<a class="w-slides__button w-slides__button--secondary w--tw" style="--w-fw:400" href="/services/">עוד</a>',
    );
    expect(html.match(/--w-fw:400/g)).toHaveLength(3);
  });

  it('reserves its height per device in CSS and passes the island its behaviour', () => {
    const { html } = renderWidget(
      'slides',
      { slides: three, height: 700, height_mobile: 480, autoplay_speed: 5000, speed: 500, pause_on_hover: false },
      { images },
    );
    expect(html).toContain('--w-slides-h-d:700px;--w-slides-h-t:520px;--w-slides-h-m:480px;--w-slides-kb:6500ms');
    expect(options(html)).toEqual({
      loop: true,
      speed: 500,
      fade: true,
      autoplay: { delay: 5000, pauseOnHover: false },
      kenBurns: true,
    });
    const calm = renderWidget(
      'slides',
      { slides: three, autoplay: false, transition: 'slide', infinite: false, navigation: 'arrows' },
      { images },
    ).html;
    expect(options(calm)).toEqual({ loop: false, speed: 700, fade: false, autoplay: false, kenBurns: false });
    // No autoplay: no pause button and no zoom; each change is announced. Arrows only: no dots.
    expect(calm).not.toContain('data-carousel-pause');
    expect(calm).not.toContain('w-slides--ken-burns');
    expect(calm).not.toContain('--w-slides-kb');
    expect(calm).toContain('aria-live="polite"');
    expect(calm).not.toContain('data-carousel-dot');
    expect(calm).toContain('data-carousel-next');
  });

  it('is a static banner with one slide (no island, controls or carousel roles), and keeps a slide without a picture in its colour', () => {
    const { html, islands } = renderWidget('slides', { slides: [slide('404', 'בלי תמונה')] }, { images });
    expect(islands).toEqual([]);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('data-slides');
    expect(html).not.toContain('w-slides__controls');
    expect(html).not.toContain('aria-roledescription');
    expect(html).not.toContain('role="group"');
    expect(html).not.toContain('tabindex');
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="מצגת פתיחה"');
    expect(html).toContain('<h2 class="w-slides__heading">בלי תמונה</h2>');
  });

  it('without slides shows the editor placeholder only in the editor, nothing on the site', () => {
    expect(renderWidget('slides', { slides: [] }).html).toBe('');
    const result = validateWidget('slides', { slides: [] });
    if (!result.ok) throw new Error('invalid');
    const props = result.layout.content[0]!.props as unknown as SlidesProps;
    const ctx: WidgetContext = { attrs: elementAttrs('slides', props), domId: 'w-w1', slot: () => null, editing: true };
    expect(renderToStaticMarkup(<Slides props={props} ctx={ctx} />)).toContain(
      'מצגת: עדיין אין שקופיות. הוסיפו שקופית בהגדרות הרכיב.',
    );
  });

  it("has its pictures collected for the page's data layer", () => {
    const result = validateWidget('slides', { slides: [...three, slide('', 'בלי')] });
    if (!result.ok) throw new Error('invalid');
    expect(collectMediaIds(result.layout)).toEqual(['1', '2', '3']);
  });

  it('refuses an overlay the text would not be readable on, naming the opacity needed', () => {
    const light = validateWidget('slides', { slides: [slide('1', 'א'), slide('2', 'ב', { overlay_opacity: 40 })] });
    expect(light.ok).toBe(false);
    if (!light.ok) {
      expect(light.errors.map((e) => e.path)).toEqual(['content.0.props.slides.1.overlay_opacity']);
      expect(light.errors[0]!.message).toBe(
        'שקופית 2: כדי שהטקסט יהיה קריא על כל תמונה, אטימות הכיסוי בצבע הזה צריכה להיות לפחות 62%.',
      );
    }
    const grey = validateWidget('slides', {
      slides: [slide('1', 'א', { overlay_color: '#777777', overlay_opacity: 100 })],
    });
    expect(grey.ok).toBe(false);
    if (!grey.ok) expect(grey.errors[0]!.message).toContain('בצבע הכיסוי הזה הטקסט לא יהיה קריא');
  });

  it('refuses bad colours, media ids, links, positions and out-of-range settings', () => {
    expect(errorPaths('slides', { slides: [slide('1', 'א', { overlay_color: 'red' })] })).toEqual([
      'content.0.props.slides.0.overlay_color',
    ]);
    expect(errorPaths('slides', { slides: [slide('1', 'א', { overlay_color: '#000;background:url(x)' })] })).toEqual([
      'content.0.props.slides.0.overlay_color',
    ]);
    expect(errorPaths('slides', { slides: [slide('<x>', 'א')] })).toEqual(['content.0.props.slides.0.media_id']);
    expect(errorPaths('slides', { slides: [slide('1', 'א', { button_link: 'javascript:alert(1)' })] })).toEqual([
      'content.0.props.slides.0.button_link',
    ]);
    expect(errorPaths('slides', { slides: [slide('1', 'א', { position: 'left' })] })).toEqual([
      'content.0.props.slides.0.position',
    ]);
    expect(errorPaths('slides', { autoplay_speed: 500 })).toEqual(['content.0.props.autoplay_speed']);
    expect(errorPaths('slides', { height: 100 })).toEqual(['content.0.props.height']);
    expect(errorPaths('slides', { heading_tag: 'h4' })).toEqual(['content.0.props.heading_tag']);
    expect(errorPaths('slides', { slides: Array.from({ length: 11 }, () => slide('1', 'א')) })).toEqual([
      'content.0.props.slides',
    ]);
  });

  it('renders every payload of the XSS corpus inert in every string field of a slide with its picture (or refuses it)', () => {
    const fields = ['heading', 'text', 'button_text', 'button_link', 'button2_text', 'button2_link', 'overlay_color'];
    let rendered = 0;
    for (const field of [...fields, 'slides_name']) {
      for (const payload of xssCorpus) {
        const base = slide('1', 'א', { button2_text: 'ב', button2_link: '/b/' });
        const props =
          field === 'slides_name'
            ? { slides_name: payload, slides: [base, slide('2', 'ב')] }
            : { slides: [{ ...base, [field]: payload }, slide('2', 'ב')] };
        if (!validateWidget('slides', props).ok) continue;
        rendered++;
        const { html } = renderWidget('slides', props, { images });
        expect(html).not.toMatch(/<script|<iframe|<object|<svg[^>]*onload/i);
        for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g))
          for (const [, name] of tag.matchAll(/\s([^\s=>/"]+)(?:="[^"]*")?/g))
            expect(name!.toLowerCase().startsWith('on'), `${field}: ${name}`).toBe(false);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(isSafeUrl(href!.replace(/&amp;/g, '&'))).toBe(true);
        expect(html).not.toMatch(/style="[^"]*(url\(|expression|javascript)/i);
      }
    }
    expect(rendered).toBeGreaterThan(xssCorpus.length);
  });
});
