import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml keeps the allowlist', () => {
  it('keeps paragraphs, emphasis, lists, headings and quotes', () => {
    const html =
      '<h2>כותרת</h2><p>טקסט <strong>מודגש</strong>, <b>b</b>, <em>נטוי</em>, <i>i</i>, <u>קו</u>, <s>מחוק</s><br>שורה</p>' +
      '<ul><li>אחד</li><li>שניים</li></ul><ol><li>1</li></ol><blockquote>ציטוט</blockquote><h6>קטן</h6>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links with rel/target and forces noopener on new windows', () => {
    expect(sanitizeHtml('<a href="https://example.com/" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/about/" rel="nofollow bogus">x</a>')).toBe('<a href="/about/" rel="nofollow">x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.co">m</a><a href="tel:+972501234567">t</a>')).toBe(
      '<a href="mailto:a@b.co">m</a><a href="tel:+972501234567">t</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it("keeps WooCommerce's add-to-cart link classes and data, and nothing else of a link's class or data", () => {
    expect(
      sanitizeHtml(
        '<a href="?add-to-cart=42" class="button add_to_cart_button ajax_add_to_cart evil" data-product_id="42" data-quantity="2" data-product_sku="KIT-1" data-onload="x" style="x">קנו</a>',
      ),
    ).toBe(
      '<a href="?add-to-cart=42" class="button add_to_cart_button ajax_add_to_cart" data-product_id="42" data-quantity="2" data-product_sku="KIT-1">קנו</a>',
    );
    expect(sanitizeHtml('<a href="/x" data-product_id="1&quot; onclick=&quot;x" class="evil">x</a>')).toBe(
      '<a href="/x">x</a>',
    );
  });

  it('keeps span[dir] only with a valid direction', () => {
    expect(sanitizeHtml('<span dir="ltr" class="x">03-5550123</span>')).toBe('<span dir="ltr">03-5550123</span>');
    expect(sanitizeHtml('<span dir="sideways">x</span>')).toBe('<span>x</span>');
  });
});

describe('sanitizeHtml removes everything else', () => {
  it('drops scripts, styles and their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('</style><script>alert(1)</script>')).toBe('');
    expect(sanitizeHtml('<SCRIPT SRC=//x.js></SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers and style attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="c">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('"><img src=x onerror=alert(1)>')).toBe('"&gt;');
    expect(sanitizeHtml('<b/onmouseover=alert(1)>x</b>')).toBe('<b>x</b>');
  });

  it('drops javascript:, data: and disguised URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      'javascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('drops SVG and MathML with everything inside, including foreignObject', () => {
    expect(sanitizeHtml('<svg><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>after')).toBe(
      'after',
    );
    expect(sanitizeHtml('<svg><svg></svg><p>inside</p></svg><p>out</p>')).toBe('<p>out</p>');
    expect(sanitizeHtml('<math><mi>x</mi></math>y')).toBe('y');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><font color=red>שלום</font></div>')).toBe('שלום');
    expect(sanitizeHtml('<h1>ראשית</h1>')).toBe('ראשית');
  });

  it('escapes text and keeps template syntax inert', () => {
    expect(sanitizeHtml("{{constructor.constructor('alert(1)')()}}")).toBe("{{constructor.constructor('alert(1)')()}}");
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
  });

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->x<!DOCTYPE html><?xml?>')).toBe('x');
    expect(sanitizeHtml('<!--><script>alert(1)</script>-->')).toBe('');
  });

  it('strips bidi override controls, keeps LRM/RLM', () => {
    expect(sanitizeHtml('שלום\u202Eעולם\u200F')).toBe('שלוםעולם\u200F');
    expect(sanitizeHtml('a&#x202E;b')).toBe('ab');
  });

  it('closes what it opens and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>x')).toBe('<p><strong>x</strong></p>');
    expect(sanitizeHtml('</p></li>x</ul>')).toBe('x');
    expect(sanitizeHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<a href="/a">1<a href="/b">2</a>')).toBe('<a href="/a">1</a><a href="/b">2</a>');
  });

  it('keeps quoted ">" inside attribute values from ending the tag', () => {
    expect(sanitizeHtml('<a href="/x" title="a>b" onclick="y">t</a>')).toBe('<a href="/x">t</a>');
  });

  it('drops an unfinished tag at the end', () => {
    expect(sanitizeHtml('ok<img src=x onerror=alert(1)')).toBe('ok');
  });
});

describe('helpers', () => {
  it('decodes numeric and known named references only', () => {
    expect(decodeEntities('&#1488;&#x5D1;&amp;&nbsp;&unknown;')).toBe('אב&\u00a0&unknown;');
  });

  it('reads sanitised rich text as plain text', () => {
    expect(htmlToText('<p>שלום <b>עולם</b></p><script>x</script>')).toBe('שלום עולם');
  });
});

describe('sanitizeHtml on generated input', () => {
  /** Small seeded PRNG (mulberry32) so failures reproduce. */
  function rng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const pieces = [
    '<',
    '>',
    '/',
    '"',
    "'",
    '=',
    ' ',
    '\t',
    '\n',
    '&',
    ';',
    '#',
    'x',
    '!',
    '-',
    '?',
    ':',
    'a',
    'p',
    'b',
    'script',
    'style',
    'svg',
    'img',
    'iframe',
    'href',
    'onerror',
    'onclick',
    'src',
    'dir',
    'target',
    'javascript',
    'data',
    'http',
    '//',
    'alert(1)',
    '<!--',
    '-->',
    '</',
    '&#x61;',
    '&colon;',
    '&amp;',
    'שלום',
    '\u202e',
  ];
  const allowed = new Set([
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'span',
  ]);

  it('always yields allowlisted, attribute-safe, idempotent markup', () => {
    const random = rng(20261123);
    for (let n = 0; n < 3000; n++) {
      let input = '';
      const length = 1 + Math.floor(random() * 40);
      for (let i = 0; i < length; i++) input += pieces[Math.floor(random() * pieces.length)];
      const out = sanitizeHtml(input);
      for (const [, close, name, attrs] of out.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
        expect(allowed.has(name!), `${JSON.stringify(input)} → ${out}`).toBe(true);
        if (close) expect(attrs).toBe('');
        for (const [, attr, value] of attrs!.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
          expect(['href', 'rel', 'target', 'dir'], `${JSON.stringify(input)} → ${out}`).toContain(attr);
          if (attr === 'href') expect(decodeEntities(value!)).not.toMatch(/^\s*(javascript|data|vbscript)/i);
        }
        // Nothing but well-formed attributes inside a tag.
        expect(attrs!.replace(/ [a-z]+="[^"<>]*"/g, ''), `${JSON.stringify(input)} → ${out}`).toBe('');
      }
      expect(out).not.toMatch(/[\u202a-\u202e]/);
      expect(out.replace(/<\/?[a-z0-9]+(?: [a-z]+="[^"<>]*")*>/g, '')).not.toMatch(/[<>]/);
      expect(sanitizeHtml(out), JSON.stringify(input)).toBe(out);
    }
  });
});
