import { cdata, postmeta, wxrAuthor, wxrDocument } from '../engines/wordpress/wxr-write';

/**
 * A WordPress export of a big site, made up for the import bench (issue 22): `posts` articles of Hebrew
 * Gutenberg content in 12 categories (two levels) with 40 tags and 3 authors, and 20 Elementor pages. The
 * same structure as the fixture export WordPress wrote (../shared/fixtures/wordpress), deterministic, with
 * no media: the bench measures the importer, not image encoding.
 */
const site = 'http://127.0.0.1:8080';
const words = [
  'אריג',
  'חוט',
  'סיב',
  'בד',
  'צביעה',
  'אשפרה',
  'בדיקה',
  'עמידות',
  'כיווץ',
  'משקל',
  'צפיפות',
  'שזירה',
  'כותנה',
  'פוליאסטר',
  'ויסקוזה',
  'מעבדה',
  'תקן',
  'דגימה',
  'ספק',
  'איכות',
];
const authors = [
  { id: 1, login: 'admin', name: 'מנהל האתר' },
  { id: 2, login: 'noa', name: 'נועה לוי' },
  { id: 3, login: 'yossi', name: 'יוסי מזרחי' },
];
const topCategories = 4;
const categories = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  slug: `topic-${i + 1}`,
  name: `נושא ${i + 1}`,
  parent: i < topCategories ? '' : `topic-${(i % topCategories) + 1}`,
}));
const tags = Array.from({ length: 40 }, (_, i) => ({ id: 200 + i, slug: `tag-${i + 1}`, name: `תגית ${i + 1}` }));

/** A sentence of `count` words from the word list, chosen by the seed (so every run writes the same text). */
function sentence(seed: number, count: number): string {
  const picked = Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 13) % words.length]);
  return `${picked.join(' ')}.`;
}

function paragraphs(n: number): string {
  const block = (tag: string, body: string, name: string) =>
    `<!-- wp:${name} -->\n<${tag}>${body}</${tag}>\n<!-- /wp:${name} -->`;
  const parts = [
    block('p', `${sentence(n, 14)} ${sentence(n + 1, 11)} ${sentence(n + 2, 9)}`, 'paragraph'),
    block('h2', sentence(n + 3, 4), 'heading'),
    block(
      'p',
      `${sentence(n + 4, 12)} <a href="${site}/article-${(n % 50) + 1}/">${sentence(n + 5, 3)}</a>`,
      'paragraph',
    ),
    block('p', `${sentence(n + 6, 16)} <strong>${sentence(n + 7, 3)}</strong> ${sentence(n + 8, 10)}`, 'paragraph'),
  ];
  return parts.join('\n\n');
}

function date(n: number): string {
  const d = new Date(Date.UTC(2020, 0, 1) + n * 6 * 3600 * 1000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

interface Item {
  id: number;
  type: 'post' | 'page';
  slug: string;
  title: string;
  content: string;
  author: string;
  n: number;
  terms: string;
  metas: string;
}

function item(i: Item): string {
  return `<item>
<title>${cdata(i.title)}</title>
<link>${site}/${i.slug}/</link>
<dc:creator>${cdata(i.author)}</dc:creator>
<guid isPermaLink="false">${site}/?p=${i.id}</guid>
<description></description>
<content:encoded>${cdata(i.content)}</content:encoded>
<excerpt:encoded>${cdata(i.type === 'post' ? sentence(i.n + 9, 18) : '')}</excerpt:encoded>
<wp:post_id>${i.id}</wp:post_id>
<wp:post_date>${cdata(date(i.n))}</wp:post_date>
<wp:post_date_gmt>${cdata(date(i.n))}</wp:post_date_gmt>
<wp:comment_status>${cdata('closed')}</wp:comment_status>
<wp:ping_status>${cdata('closed')}</wp:ping_status>
<wp:post_name>${cdata(i.slug)}</wp:post_name>
<wp:status>${cdata(i.n % 25 === 24 ? 'draft' : 'publish')}</wp:status>
<wp:post_parent>0</wp:post_parent>
<wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata(i.type)}</wp:post_type>
<wp:post_password>${cdata('')}</wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
${i.terms}${i.metas}
</item>`;
}

function post(n: number): string {
  const category = categories[n % categories.length]!;
  const postTags = [0, 1, 2].map((k) => tags[(n * 3 + k * 7) % tags.length]!);
  const terms = [
    `<category domain="category" nicename="${category.slug}">${cdata(category.name)}</category>`,
    ...postTags.map((t) => `<category domain="post_tag" nicename="${t.slug}">${cdata(t.name)}</category>`),
  ].join('\n');
  return item({
    id: 1000 + n,
    type: 'post',
    slug: `article-${n + 1}`,
    title: `${sentence(n, 5)} (${n + 1})`.replace('.', ''),
    content: paragraphs(n),
    author: authors[n % authors.length]!.login,
    n,
    terms,
    metas: '',
  });
}

/** An Elementor page: a section with a heading, text, an icon list and a button, as Elementor saves it. */
function elementorPage(n: number): string {
  const widget = (id: string, widgetType: string, settings: object) => ({
    id,
    elType: 'widget',
    settings,
    elements: [],
    widgetType,
  });
  const data = [
    {
      id: `s${n}`,
      elType: 'section',
      settings: { layout: 'boxed' },
      elements: [
        {
          id: `c${n}`,
          elType: 'column',
          settings: { _column_size: 100 },
          elements: [
            widget(`h${n}`, 'heading', { title: sentence(n, 4), header_size: 'h1' }),
            widget(`t${n}`, 'text-editor', { editor: `<p>${sentence(n + 1, 20)}</p>` }),
            widget(`l${n}`, 'icon-list', {
              icon_list: [1, 2, 3].map((k) => ({ _id: `i${n}${k}`, text: sentence(n + k, 3) })),
            }),
            widget(`b${n}`, 'button', { text: 'צרו קשר', link: { url: `${site}/contact/` } }),
          ],
        },
      ],
    },
  ];
  return item({
    id: 90_000 + n,
    type: 'page',
    slug: `landing-${n + 1}`,
    title: `עמוד נחיתה ${n + 1}`,
    content: '',
    author: 'admin',
    n,
    terms: '',
    metas: postmeta('_elementor_edit_mode', 'builder') + postmeta('_elementor_data', JSON.stringify(data)),
  });
}

export function generatedExport(posts: number, pages = 20): string {
  const people = authors.map((a) => wxrAuthor({ ...a, email: `${a.login}@example.test` }));
  const cats = categories.map(
    (c) =>
      `<wp:category><wp:term_id>${c.id}</wp:term_id><wp:category_nicename>${cdata(c.slug)}</wp:category_nicename><wp:category_parent>${cdata(c.parent)}</wp:category_parent><wp:cat_name>${cdata(c.name)}</wp:cat_name></wp:category>`,
  );
  const tagLines = tags.map(
    (t) =>
      `<wp:tag><wp:term_id>${t.id}</wp:term_id><wp:tag_slug>${cdata(t.slug)}</wp:tag_slug><wp:tag_name>${cdata(t.name)}</wp:tag_name></wp:tag>`,
  );
  const items = [
    ...Array.from({ length: posts }, (_, n) => post(n)),
    ...Array.from({ length: pages }, (_, n) => elementorPage(n)),
  ];
  return wxrDocument([...people, ...cats, ...tagLines, ...items].join('\n'), 'אתר גדול לבדיקה');
}
