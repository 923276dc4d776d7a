import { routes } from '../config/routes';
import { sitemapMaxUrls } from '../config/site';
import { monthOf, parseDatePeriod, periodTitle, periodUrl, type DatePeriod } from '../engines/date-archive';
import { t } from '../messages/he';
import { getLoopIndex, type IndexEntry, type LoopScope } from './get-loop';
import { getTagBySlug, getTagMap } from './get-tags';
import type { SeoView, SitemapEntry } from './types';

/**
 * WordPress's listing archives besides categories: /tag/{slug}/, /author/{slug}/, /{yyyy}/ and
 * /{yyyy}/{mm}/. Each is a scope of the loop index (get-loop.ts), shown by an archive-posts widget.
 */
export interface ListingArchive {
  kind: 'tag' | 'author' | 'date';
  /** The archive's heading. */
  title: string;
  description: string | null;
  /** Its address without /page/N/. */
  url: string;
  scope: LoopScope;
  seo: SeoView | null;
  /** A date archive's period (for its breadcrumbs). */
  period?: DatePeriod;
}

/** The byline of an author with published articles, by the slug of /author/{slug}/; null: none. */
async function authorNamed(slug: string): Promise<string | null> {
  const entry = (await getLoopIndex()).find((e) => e.authorSlug === slug);
  return entry?.summary.author?.name ?? null;
}

/** The archive at these path segments, or null when there is none (unknown, or nothing published in it). */
export async function getListingArchive(segments: readonly string[]): Promise<ListingArchive | null> {
  const [first, second, ...rest] = segments;
  const period = parseDatePeriod(segments);
  if (period) {
    const title = t.archiveOf(periodTitle(period));
    return { kind: 'date', title, description: null, url: periodUrl(period), scope: { period }, seo: null, period };
  }
  if (second === undefined || rest.length > 0) return null;
  if (first === 'tag') {
    const tag = await getTagBySlug(second);
    if (!tag) return null;
    return {
      kind: 'tag',
      title: t.tagArchive(tag.title),
      description: tag.description,
      url: tag.url,
      scope: { tags: [tag.slug] },
      seo: tag.seo,
    };
  }
  if (first === 'author') {
    const name = await authorNamed(second);
    if (name === null) return null;
    const url = routes.author(second);
    return {
      kind: 'author',
      title: t.authorArchive(name),
      description: null,
      url,
      scope: { authors: [second] },
      seo: null,
    };
  }
  return null;
}

export type ArchiveSitemapKind = 'tag' | 'user' | 'date';

/** Each archive's address keyed to its newest change (the latest edit of any article in it). */
function newestBy(entries: readonly IndexEntry[], keysOf: (e: IndexEntry) => readonly string[]): Map<string, string> {
  const newest = new Map<string, string>();
  for (const entry of entries) {
    for (const key of keysOf(entry)) {
      const seen = newest.get(key);
      if (!seen || seen < entry.summary.updatedAt) newest.set(key, entry.summary.updatedAt);
    }
  }
  return newest;
}

/** The address of the month archive an article is in (the site's calendar). */
function monthUrlOf(entry: IndexEntry): string[] {
  const month = monthOf(entry.summary.publishedAt);
  return month ? [periodUrl(month)] : [];
}

/**
 * The archives that have published articles (WordPress lists no empty term or author), for the sitemaps
 * wp-sitemap-taxonomies-post_tag-N.xml, wp-sitemap-users-N.xml and wp-sitemap-archives-date-N.xml.
 */
export async function getArchiveSitemapEntries(
  kind: ArchiveSitemapKind,
  page: number,
): Promise<{ entries: SitemapEntry[]; totalPages: number }> {
  const index = await getLoopIndex();
  let newest: Map<string, string>;
  if (kind === 'tag') {
    const tags = await getTagMap();
    newest = newestBy(index, (e) =>
      e.tagIds.flatMap((id) => {
        const tag = tags.get(id);
        return tag && !tag.seo.noindex ? [tag.url] : [];
      }),
    );
  } else if (kind === 'user') {
    newest = newestBy(index, (e) => (e.authorSlug ? [routes.author(e.authorSlug)] : []));
  } else {
    newest = newestBy(index, monthUrlOf);
  }
  const all = [...newest].map(([url, lastmod]) => ({ url, lastmod })).sort((a, b) => a.url.localeCompare(b.url));
  return {
    entries: all.slice((page - 1) * sitemapMaxUrls, page * sitemapMaxUrls),
    totalPages: Math.max(1, Math.ceil(all.length / sitemapMaxUrls)),
  };
}
