import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const images = {
  '7': {
    src: '/media/weave.webp',
    srcset: '/media/weave-750x422.webp 750w',
    width: 1600,
    height: 900,
    alt: 'אריג בתקריב',
    title: null,
    description: null,
  },
};
const points = [
  { x: 12.5, y: 40, title: 'חוטי שתי', text: 'לאורך הבד', link: '/services/', link_text: 'השירות' },
  { x: 80, y: 75, title: 'חוטי ערב', text: '', link: '', link_text: '' },
];

describe('hotspot', () => {
  it('renders the picture and its points in order, each a pin button controlling its card, with its island', () => {
    const { html, islands } = renderWidget('hotspot', { media_id: '7', points }, { images });
    expect(islands).toEqual(['hotspot']);
    expect(html).toContain('alt="אריג בתקריב"');
    expect(html).toContain('<ol class="w-hotspot__points">');
    expect(html).toContain('style="--x:12.5%;--y:40%"');
    expect(html).toContain(
      '<button type="button" class="w-hotspot__pin" aria-expanded="false" aria-controls="hotspot-w1-1"><span aria-hidden="true">1</span><span class="visually-hidden">חוטי שתי</span></button>',
    );
    expect(html).toContain('<div class="w-hotspot__card" id="hotspot-w1-2">');
    expect(html).toContain('<a class="w-hotspot__link" href="/services/">השירות</a>');
    expect(html.indexOf('חוטי שתי')).toBeLessThan(html.indexOf('חוטי ערב'));
    expect(html).toContain('data-open-on="click"');
  });

  it("gives the cards' titles and texts their own typography groups, and writes none while global", () => {
    const custom = { media_id: '7', points, typo_title_font: 'heading', typo_text_size_desktop: 18 };
    const { html } = renderWidget('hotspot', custom, { images });
    expect(html).toContain('<p class="w-hotspot__title w--tf" style="--w-font:var(--font-heading)">');
    expect(html).toContain(
      '<p class="w-hotspot__text w--ts-d w--ts-t w--ts-m" style="--w-fs-d:1.125rem">לאורך הבד</p>',
    );
    const plain = renderWidget('hotspot', { media_id: '7', points }, { images }).html;
    expect(plain).toContain('<p class="w-hotspot__title"><span');
    expect(plain).toContain('<p class="w-hotspot__text">לאורך הבד</p>');
  });

  it('without a picture shows the editor placeholder only in the editor, and nothing on the site', () => {
    expect(renderWidget('hotspot', { points }, {}).html).toBe('');
  });

  it('refuses places off the picture and unsafe links', () => {
    expect(errorPaths('hotspot', { points: [{ ...points[0], x: 101 }] })).toEqual(['content.0.props.points.0.x']);
    expect(errorPaths('hotspot', { points: [{ ...points[0], link: 'javascript:alert(1)' }] })).toEqual([
      'content.0.props.points.0.link',
    ]);
  });
});
