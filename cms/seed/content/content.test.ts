import { describe, expect, it } from 'vitest';
import { articles } from './articles';
import { categories } from './categories';
import { images } from './images';
import { accessibilityStatement, navigation, pages, siteSettings } from './pages';
import type { SeedBlock } from './types';

const slugFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hebrew = /[\u05d0-\u05ea]/;
const childSlugs = categories.filter((c) => c.parent === 'articles').map((c) => c.slug);

/** Sentences: a full stop, ? or ! before a space or the end (so "33.9" doesn't count), or a colon that ends the text. */
const sentences = (text: string) => (text.match(/[.!?](?=\s|$)/g)?.length ?? 0) + (/:\s*$/.test(text) ? 1 : 0);
const textOf = (b: SeedBlock) => ('text' in b ? b.text : b.items.join(' '));

describe('seed content: slugs', () => {
  it('are unique across articles, pages and categories', () => {
    const all = [...articles, ...pages, ...categories].map((x) => x.slug);
    const dupes = all.filter((s, i) => all.indexOf(s) !== i);
    expect(dupes).toEqual([]);
  });

  it('are lowercase latin words joined by hyphens', () => {
    for (const { slug } of [...articles, ...pages, ...categories]) expect(slug).toMatch(slugFormat);
  });

  it('include the pages the site routes to', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual([
      'about',
      'contact',
      'home',
      'portfolio',
      'privacy-policy',
      'quick-order',
      'services',
      'terms',
    ]);
  });
});

describe('seed content: categories', () => {
  it('have one top category, "articles", and at least four children under it', () => {
    expect(categories.find((c) => c.slug === 'articles')).toMatchObject({ title: 'מאמרים' });
    expect(categories.filter((c) => !c.parent).map((c) => c.slug)).toEqual(['articles']);
    expect(childSlugs.length).toBeGreaterThanOrEqual(4);
  });

  it('have Hebrew titles and descriptions', () => {
    for (const c of categories) {
      expect(c.title).toMatch(hebrew);
      expect(c.description).toMatch(hebrew);
    }
  });

  it('each hold at least five articles', () => {
    for (const slug of childSlugs) {
      const count = articles.filter((a) => a.categories.includes(slug)).length;
      expect(count, slug).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('seed content: articles', () => {
  it('number at least 24', () => {
    expect(articles.length).toBeGreaterThanOrEqual(24);
  });

  it('belong only to existing child categories of "articles", without repeats', () => {
    for (const a of articles) {
      expect(a.categories.length, a.slug).toBeGreaterThan(0);
      expect(new Set(a.categories).size, a.slug).toBe(a.categories.length);
      for (const slug of a.categories) expect(childSlugs, `${a.slug} → ${slug}`).toContain(slug);
    }
  });

  it('have distinct, valid publication dates between 2024-01 and 2026-10', () => {
    const times = articles.map((a) => Date.parse(a.publishedAt));
    for (const [i, t] of times.entries()) {
      expect(Number.isNaN(t), articles[i]?.slug).toBe(false);
      expect(new Date(t).toISOString()).toBe(articles[i]?.publishedAt);
      expect(t).toBeGreaterThanOrEqual(Date.parse('2024-01-01T00:00:00Z'));
      expect(t).toBeLessThan(Date.parse('2026-11-01T00:00:00Z'));
    }
    expect(new Set(times).size).toBe(times.length);
  });

  it('have Hebrew titles and short Hebrew excerpts', () => {
    for (const a of articles) {
      expect(a.title, a.slug).toMatch(hebrew);
      expect(a.excerpt, a.slug).toMatch(hebrew);
      expect(a.excerpt.length, a.slug).toBeLessThanOrEqual(200);
      expect(sentences(a.excerpt), a.slug).toBeLessThanOrEqual(2);
    }
  });

  it('have bodies of 5–10 blocks with a heading, several paragraphs and a list', () => {
    for (const a of articles) {
      const types = a.body.map((b) => b.type);
      expect(a.body.length, a.slug).toBeGreaterThanOrEqual(5);
      expect(a.body.length, a.slug).toBeLessThanOrEqual(10);
      expect(types, a.slug).toContain('h2');
      expect(types.filter((t) => t === 'p').length, a.slug).toBeGreaterThanOrEqual(3);
      expect(
        types.some((t) => t === 'ul' || t === 'ol'),
        a.slug,
      ).toBe(true);
    }
  });

  it('have paragraphs of 2–5 sentences and no empty blocks', () => {
    for (const a of articles) {
      for (const b of a.body) {
        expect(textOf(b).trim(), a.slug).not.toBe('');
        // Headings may be a bare standard's name ("OEKO-TEX STANDARD 100"); prose is Hebrew.
        if (b.type !== 'h2' && b.type !== 'h3') expect(textOf(b), a.slug).toMatch(hebrew);
        if (b.type === 'ul' || b.type === 'ol') expect(b.items.length, a.slug).toBeGreaterThanOrEqual(2);
        if (b.type !== 'p') continue;
        const n = sentences(b.text);
        expect(n, `${a.slug}: ${b.text.slice(0, 40)}`).toBeGreaterThanOrEqual(2);
        expect(n, `${a.slug}: ${b.text.slice(0, 40)}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('are written by one of the two demo users', () => {
    for (const a of articles) expect(['admin', 'editor']).toContain(a.author);
  });
});

describe('seed content: images', () => {
  const keys = new Set(images.map((i) => i.key));

  it('have unique, slug-like keys', () => {
    expect(keys.size).toBe(images.length);
    for (const key of keys) expect(key).toMatch(slugFormat);
  });

  it('exist for every image an article or page refers to', () => {
    for (const a of articles) expect(keys, a.slug).toContain(a.image);
    for (const p of pages) if (p.image) expect(keys, p.slug).toContain(p.image);
  });

  it('are all used', () => {
    const used = new Set([...articles.map((a) => a.image), ...pages.flatMap((p) => (p.image ? [p.image] : []))]);
    expect([...keys].filter((k) => !used.has(k))).toEqual([]);
  });

  it('have Hebrew alt, title and description, and hex palettes', () => {
    for (const img of images) {
      expect(img.alt, img.key).toMatch(hebrew);
      expect(img.title, img.key).toMatch(hebrew);
      expect(img.description, img.key).toMatch(hebrew);
      for (const c of img.palette) expect(c, img.key).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('seed content: pages and globals', () => {
  it('pages have Hebrew titles, meta descriptions and bodies', () => {
    for (const p of pages) {
      expect(p.title, p.slug).toMatch(hebrew);
      expect(p.metaDescription, p.slug).toMatch(hebrew);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(200);
      expect(p.body.length, p.slug).toBeGreaterThan(0);
    }
    expect(pages.find((p) => p.slug === 'home')?.title).toBe('אריג – הנדסת טקסטיל');
  });

  it('page prose leaves contact details to the site settings', () => {
    const prose = pages.flatMap((p) => p.body.map(textOf)).join('\n');
    expect(prose).not.toMatch(/\d{2,3}-?\d{7}|@|\+972/);
  });

  it('site settings are fictional and well-formed', () => {
    expect(siteSettings.companyId).toMatch(/^\d{9}$/);
    expect(siteSettings.phone).toMatch(/^0\d-555\d{4}$/);
    expect(siteSettings.whatsapp).toMatch(/^\+9725\d555\d{4}$/);
    expect(siteSettings.email).toMatch(/@arig\.example$/);
    expect(siteSettings.address.postalCode).toMatch(/^\d{7}$/);
    expect(siteSettings.socialLinks.length).toBeGreaterThan(0);
    for (const link of siteSettings.socialLinks) expect(link.url).toMatch(/^https:\/\/\S+arig[.-]example/);
  });

  it('the accessibility statement is complete', () => {
    const s = accessibilityStatement;
    expect(s.conformanceLevel).toBe('AA');
    expect(s.lastUpdated).toBe('2026-11-01');
    expect(s.coordinator.email).toMatch(/@arig\.example$/);
    expect(s.coordinator.phone).toMatch(/^0\d-555\d{4}$/);
    expect(s.knownLimitations).toHaveLength(2);
    for (const text of [
      s.intro,
      s.premisesArrangements,
      s.testedWith,
      ...s.knownLimitations.flatMap((l) => [l.description, l.alternative]),
    ]) {
      expect(text).toMatch(hebrew);
    }
  });

  it('navigation links every page and every article category', () => {
    const header = navigation.header.map((l) => l.href);
    expect(header).toEqual(['/', '/about/', '/services/', '/articles/', '/shop/', '/contact/']);
    const articlesMenu = navigation.header.find((l) => l.href === '/articles/');
    expect(articlesMenu?.children?.map((l) => l.href)).toEqual(childSlugs.map((s) => `/articles/${s}/`));
    expect(navigation.footer).toHaveLength(2);
    const footerLinks = navigation.footer.flatMap((g) => g.links);
    expect(footerLinks).toContainEqual({ label: 'הצהרת נגישות', href: '/accessibility-statement/' });
    for (const link of [...navigation.header, ...(articlesMenu?.children ?? []), ...footerLinks]) {
      expect(link.href).toMatch(/^\/([a-z0-9-]+\/)*$/);
      expect(link.label).toMatch(hebrew);
    }
  });
});
