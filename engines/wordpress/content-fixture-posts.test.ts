import { describe, expect, it } from 'vitest';
import { fixtureContent } from './content-fixture';
import { MARKER } from './content-markers';
import { SITE, resolver, convert, blocksOf, summary, paragraphAt, text } from './testing';

describe('the fixture export', () => {
  it('converts landing-page-guide (84): text, headings, lists, image, quote, rule, gallery, embed, form', () => {
    const r = resolver();
    const { lexical, issues, mediaIds } = convert(fixtureContent(84), r);
    const blocks = lexical.root.children;
    expect(summary(blocks)).toEqual([
      expect.stringMatching(/^paragraph: דף נחיתה טוב עושה דבר אחד: .* לקריאה נוספת: אופטימיזציה להמרות בדף נחיתה\.$/),
      'h2: למה דף נחיתה ולא דף הבית?',
      expect.stringMatching(/^paragraph: דף הבית משרת/),
      'h3: חמשת הרכיבים של דף נחיתה',
      expect.stringMatching(/^ol: כותרת ראשית שמבטיחה תועלת ברורה \/ .* \/ קריאה לפעולה אחת שחוזרת לאורך הדף$/),
      'upload media-79',
      'paragraph: מבנה מומלץ: כותרת, תועלות, הוכחה חברתית וטופס',
      'quote: הצרכן הוא לא טיפש, הוא אשתך.\n— דייוויד אוגילבי',
      'h3: מה בודקים אחרי ההשקה',
      'ul: שיעור המרה לפי מקור תנועה / זמן טעינה במובייל / נקודות נטישה בטופס',
      'horizontalrule: ',
      'h2: דוגמאות מהשטח',
      'upload media-9',
      'upload media-11',
      'upload media-13',
      'paragraph: צפייה בסרטון ב־YouTube',
      'paragraph: הרצאה קצרה על דפי נחיתה',
      'h2: רוצים דף נחיתה משלכם?',
      'paragraph: השאירו פרטים ונחזור אליכם תוך יום עסקים אחד:',
      `paragraph: ${MARKER.shortcode}[contact-form-7 id="5" title="טופס יצירת קשר"]`,
    ]);
    const first = paragraphAt(blocks, 0);
    expect(first.children).toContainEqual(text('דבר אחד', 1));
    expect(first.children).toContainEqual(
      expect.objectContaining({ type: 'link', fields: { linkType: 'custom', url: '/article-13/', newTab: false } }),
    );
    const ol = blocks[4];
    expect(ol?.type === 'list' && ol.children.map((item) => item.value)).toEqual([1, 2, 3, 4, 5]);
    expect(r.calls[0]).toEqual({ url: `${SITE}/wp-content/uploads/2026/11/landing-page-hero-1024x576.jpg`, wpId: 79 });
    expect(mediaIds).toEqual(['media-79', 'media-9', 'media-11', 'media-13']);
    expect(issues).toEqual([
      { kind: 'embed', detail: 'https://www.youtube.com/watch?v=XHOmBV4js_E' },
      { kind: 'shortcode', detail: '[contact-form-7 id="5" title="טופס יצירת קשר"]' },
    ]);
  });

  it('converts about (87): the columns flattened in order, the logo, the internal link rewritten', () => {
    const { lexical, issues } = convert(fixtureContent(87));
    expect(summary(lexical.root.children)).toEqual([
      'h2: מי אנחנו',
      expect.stringMatching(/^paragraph: סוכנות שיווק דיגיטלי/),
      'upload media-83',
      'h3: החזון',
      'paragraph: שיווק מדיד, שקוף ונגיש לכל עסק.',
      'h3: הערכים',
      'paragraph: אמינות, סקרנות ועבודה לפי נתונים.',
      'paragraph: רוצים להכיר את האנשים? הצוות שלנו.',
    ]);
    expect(JSON.stringify(lexical)).toContain('"url":"/about/team/"');
    expect(issues).toEqual([]);
  });

  it('converts about/team (88): a column per person, image then name', () => {
    expect(summary(blocksOf(fixtureContent(88)))).toEqual([
      'upload media-80',
      'h3: דנה כהן',
      'paragraph: מנכ"לית ואסטרטגיה',
      'upload media-81',
      'h3: אבי פרץ',
      'paragraph: ראש צוות קמפיינים',
      'upload media-82',
      'h3: מיכל שטרן',
      'paragraph: כותבת תוכן ו-SEO',
    ]);
  });

  it('converts contact (89): tel and mailto links, the form shortcode and the map iframe marked', () => {
    const { lexical, issues } = convert(fixtureContent(89));
    const json = JSON.stringify(lexical);
    expect(json).toContain('"url":"tel:+97231234567"');
    expect(json).toContain('"url":"mailto:info@example.co.il"');
    expect(summary(lexical.root.children).slice(2)).toEqual([
      `paragraph: ${MARKER.shortcode}[contact-form-7 id="5" title="טופס יצירת קשר"]`,
      expect.stringMatching(
        /^paragraph: ⚠︎ HTML מוורדפרס שלא יובא: <iframe title="מפה" src="https:\/\/www\.google\.com\/maps\/embed/,
      ),
    ]);
    expect(issues.map((i) => i.kind)).toEqual(['shortcode', 'html']);
  });

  it('converts the Elementor page’s classic fallback (93) through autop', () => {
    const { lexical, issues } = convert(fixtureContent(93), resolver({ 'article-16.jpg': 'm16' }));
    const lines = summary(lexical.root.children);
    expect(lines.slice(0, 3)).toEqual([
      'h2: שיווק דיגיטלי שמביא תוצאות',
      'paragraph: אנחנו עוזרים לעסקים לצמוח ברשת: אסטרטגיה, תוכן, קידום אורגני וקמפיינים ממומנים. הצטרפו למאות לקוחות מרוצים.',
      'paragraph: לכל המאמרים\nקבלו הצעת מחיר',
    ]);
    expect(lines).toContain('upload m16');
    expect(lines).toContain('upload media-31');
    expect(lines).toContain('paragraph: צפייה בסרטון ב־YouTube');
    expect(issues.filter((i) => i.kind === 'missing-media')).toHaveLength(6);
  });
});
