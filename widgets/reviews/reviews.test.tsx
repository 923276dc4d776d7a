import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import { review } from './testing';

const photo = {
  src: '/media/dana.webp',
  srcset: '/media/dana-320.webp 320w',
  width: 640,
  height: 640,
  alt: 'דנה',
  title: null,
  description: null,
};
const reviews = [
  review(3, { author: 'דנה לוי', role: 'מנהלת רכש', company: 'טקסטיל צפון', rating: 4, photo }),
  review(2, { text: 'פסקה ראשונה\n\nפסקה שנייה', sourceUrl: 'https://example.com/r/2' }),
  review(1, { sourceUrl: 'javascript:alert(1)' }),
];

describe('reviews', () => {
  it('renders the latest as a list of quote cards, stars said in words, with the average', () => {
    const { html, islands } = renderWidget('reviews', {}, { reviews });
    expect(html.match(/<figure class="w-reviews__card">/g)).toHaveLength(3);
    expect(html).toMatch(/<ul class="w-reviews__grid" aria-label="המלצות לקוחות">/);
    expect(html).toContain('<span class="visually-hidden">דירוג: 4 מתוך 5</span>');
    expect(html.match(/class="is-on"/g)?.length).toBe(4 + 5 + 5 + 5); // the three cards and the summary's 5
    expect(html).toContain('דירוג ממוצע 4.7 מתוך 5, לפי 3 המלצות');
    expect(html).toContain('<span class="w-reviews__about">מנהלת רכש, טקסטיל צפון</span>');
    expect(html).toContain('<blockquote class="w-reviews__text"><p>פסקה ראשונה</p><p>פסקה שנייה</p></blockquote>');
    // The photo waits until it nears the viewport (DeferredImage); without JavaScript the browser loads it lazily.
    expect(html).toMatch(/<img class="w-reviews__photo" src="data:image\/svg\+xml[^"]*" data-src="\/media\/dana.webp"/);
    expect(html).toMatch(/<noscript><img class="w-reviews__photo" src="\/media\/dana.webp"[^>]* alt="" loading="lazy"/);
    // Without a photo, the author's initial stands in (decoration: the name follows it).
    expect(html).toContain('<span class="w-reviews__initial" aria-hidden="true">מ</span>');
    expect(islands).toEqual([]);
  });

  it('links a safe source only, and never marks up reviews without a named product or course', () => {
    const { html } = renderWidget('reviews', {}, { reviews });
    expect(html).toContain('href="https://example.com/r/2" rel="noopener nofollow"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('application/ld+json');
  });

  it('shows the chosen reviews in their order, with dates and without photos when asked', () => {
    const { html } = renderWidget(
      'reviews',
      { chosen: [{ review_id: 1 }, { review_id: 3 }], show_date: true, show_photo: false, show_summary: false },
      { reviews },
    );
    const authors = [...html.matchAll(/<span class="w-reviews__author">([^<]+)</g)].map((m) => m[1]);
    expect(authors).toEqual(['ממליץ 1', 'דנה לוי']);
    expect(html).toContain('<time dateTime="2026-01-15">15 בינואר 2026</time>');
    expect(html).not.toContain('w-reviews__photo');
    expect(html).not.toContain('w-reviews__initial');
    expect(html).not.toContain('w-reviews__summary');
  });

  it('as a carousel: the shared frame with one labelled slide per review, and the carousel island', () => {
    const { html, islands } = renderWidget('reviews', { layout: 'carousel', columns: '2' }, { reviews });
    expect(html).toMatch(
      /<section class="w-reviews__carousel w-carousel" aria-roledescription="קרוסלה" aria-label="המלצות לקוחות"/,
    );
    expect(html.match(/aria-roledescription="שקופית"/g)).toHaveLength(3);
    expect(html).toContain('--w-carousel-show-d:2');
    expect(islands).toEqual(['reviews']);
  });

  it('emits escaped JSON-LD for a named product', () => {
    const hostile = [review(1, { author: '</script><script>alert(1)</script>' })];
    const { html } = renderWidget('reviews', { schema_type: 'Product', schema_name: 'בד מגן' }, { reviews: hostile });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: 'בד מגן',
      review: [{ author: { name: '</script><script>alert(1)</script>' } }],
    });
  });

  it('renders nothing on the site without reviews, and a note in the builder', () => {
    expect(renderWidget('reviews', {}, { reviews: [] }).html).toBe('');
    expect(renderWidget('reviews', { chosen: [{ review_id: 9 }] }, { reviews }).html).toBe('');
  });

  it('refuses out-of-range settings', () => {
    expect(() => renderWidget('reviews', { max_items: 0 })).toThrow(/max_items/);
    expect(() => renderWidget('reviews', { schema_type: 'LocalBusiness' })).toThrow(/schema_type/);
  });
});
