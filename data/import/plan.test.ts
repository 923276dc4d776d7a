import { describe, expect, it } from 'vitest';
import type { WxrDocument, WxrItem } from '../../engines/wordpress/wxr';
import { planAddresses } from './plan';
import { wxrItem } from '../../engines/wordpress/testing';

const item = wxrItem;

const doc = (items: WxrItem[]): WxrDocument => ({
  site: {
    title: 'אתר',
    description: '',
    link: 'https://old.example/blog',
    baseSiteUrl: 'https://old.example',
    baseBlogUrl: 'https://old.example/blog',
    language: 'he-IL',
    wxrVersion: '1.2',
  },
  authors: [],
  terms: [{ id: 5, taxonomy: 'category', slug: 'news', name: 'חדשות', parentSlug: null, description: '', meta: {} }],
  items,
});

describe('where each article and page of an export lands in arig', () => {
  it('keeps the slug, and stores the old permalink (a date one, under the site folder) and ?p= as redirects', async () => {
    const plan = await planAddresses(
      doc([item({ id: 7, slug: 'my-post', link: 'https://old.example/blog/2024/05/my-post/' })]),
      async () => false,
    );
    expect(plan.docs.get(7)).toMatchObject({ collection: 'posts', slug: 'my-post', path: '/my-post/', draft: false });
    expect(plan.docs.get(7)?.oldKeys).toEqual(['/2024/05/my-post/', '/?p=7']);
    expect(plan.oldToNew.get('/2024/05/my-post/')).toBe('/my-post/');
  });

  it('needs no redirect for a permalink arig serves the same way', async () => {
    const plan = await planAddresses(
      doc([item({ id: 8, type: 'page', slug: 'about', link: 'https://old.example/blog/about/' })]),
      async () => false,
    );
    expect(plan.docs.get(8)?.oldKeys).toEqual(['/?page_id=8']);
  });

  it('moves a child page to the top level, and decodes a Hebrew slug', async () => {
    const plan = await planAddresses(
      doc([
        item({
          id: 9,
          type: 'page',
          slug: 'צוות',
          parentId: 8,
          link: 'https://old.example/blog/about/%d7%a6%d7%95%d7%95%d7%aa/',
        }),
      ]),
      async () => false,
    );
    expect(plan.docs.get(9)).toMatchObject({ slug: 'צוות', path: `/${encodeURIComponent('צוות')}/` });
    expect(plan.docs.get(9)?.oldKeys).toContain('/about/צוות/');
  });

  it("appends the WordPress id where the address is taken, and keeps arig's own pages as they are", async () => {
    const plan = await planAddresses(
      doc([
        item({ id: 10, slug: 'news' }),
        item({ id: 11, type: 'page', slug: 'accessibility-statement' }),
        item({ id: 12, slug: 'taken' }),
        item({ id: 13, status: 'draft', slug: '', title: 'טיוטה' }),
      ]),
      async (slug) => slug === 'taken',
    );
    expect(plan.docs.get(10)?.slug).toBe('news-10'); // a category of the export holds /news/
    expect(plan.docs.get(11)).toMatchObject({ slug: 'accessibility-statement-wordpress', draft: true });
    expect(plan.docs.get(12)?.slug).toBe('taken-12');
    expect(plan.docs.get(13)).toMatchObject({ slug: 'טיוטה', draft: true });
    expect(plan.oldToNew.get('/category/news/')).toBe('/news/');
  });
});
