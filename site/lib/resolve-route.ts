import { parseContentPath, routes } from '../../config/routes';
import type { Crumb } from '../../components/content/Breadcrumbs';
import { getCategoryByPath } from '../../data/get-category';
import { getPageById, getPageBySlug } from '../../data/get-page';
import { getRedirect } from '../../data/get-redirect';
import { getAdjacentPosts, getPostBySlug, getPostsInCategory } from '../../data/get-posts';
import { getRelatedPosts } from '../../data/get-related-posts';
import { getSingleTemplateFor, type ThemeTemplate } from '../../data/theme/get-theme-template';
import type { Previewer } from '../../data/payload';
import type { CategoryView, PageView, PostPage, PostSummary, PostView, ProjectView } from '../../data/types';
import { getProjectBySlug } from '../../data/get-projects';
import { getListingArchive, type ListingArchive } from '../../data/get-archives';
import { getLoopPage } from '../../data/get-loop';
import { postsPerPage } from '../../config/site';
import { periodTitle, periodUrl } from '../../engines/date-archive';
import { t } from '../../messages/he';

export type Resolved =
  | { kind: 'page'; page: PageView; isHome: boolean }
  | {
      kind: 'post';
      post: PostView;
      trail: Crumb[];
      previous: PostSummary | null;
      next: PostSummary | null;
      /** Other articles for the side column (data/get-related-posts.ts). */
      related: PostSummary[];
      /** The theme builder's single-article template that shows it; null: the site's own layout. */
      template: ThemeTemplate | null;
    }
  | { kind: 'archive'; category: CategoryView; listing: PostPage; trail: Crumb[] }
  | { kind: 'project'; project: ProjectView; trail: Crumb[] }
  | { kind: 'listing'; archive: ListingArchive; listing: PostPage; trail: Crumb[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

const home: Crumb = { label: t.home, url: routes.home };

function categoryTrail(category: CategoryView): Crumb[] {
  const trail = [home];
  if (category.parent) trail.push({ label: category.parent.title, url: category.parent.url });
  trail.push({ label: category.title, url: category.url });
  return trail;
}

async function resolveArchive(category: CategoryView | null, page: number): Promise<Resolved> {
  if (!category) return { kind: 'not-found' };
  const listing = await getPostsInCategory(category, page);
  if (page > 1 && page > listing.totalPages) return { kind: 'not-found' };
  return { kind: 'archive', category, listing, trail: categoryTrail(category) };
}

async function resolveListing(archive: ListingArchive, page: number): Promise<Resolved> {
  const { posts, totalPages, totalDocs } = await getLoopPage({
    scope: archive.scope,
    filter: {},
    page,
    perPage: postsPerPage,
    order: 'date_desc',
  });
  // An archive with nothing published in it is not one (WordPress answers 404 for an empty date).
  if (totalDocs === 0 || page > totalPages) return { kind: 'not-found' };
  const trail: Crumb[] = [home];
  const period = archive.period;
  if (period?.month) trail.push({ label: String(period.year), url: periodUrl({ ...period, month: null }) });
  trail.push({ label: period ? periodTitle(period) : archive.title, url: archive.url });
  return { kind: 'listing', archive, listing: { posts, page, totalPages, totalDocs }, trail };
}

/**
 * Maps a WordPress-shaped path to what it shows: /, /{page|post|category}/, /{parent}/{child}/, …/page/N/.
 * A previewer (a signed-in editor) sees the latest drafts of pages and articles at their URLs.
 */
export async function resolveRoute(
  pathname: string,
  homePageId: number | string | null,
  previewer?: Previewer,
): Promise<Resolved> {
  const parsed = parseContentPath(pathname);
  if (!parsed) return { kind: 'not-found' };
  const { segments, page } = parsed;
  const [first, second] = segments;

  if (!first) {
    if (page > 1) return { kind: 'not-found' };
    const homePage =
      homePageId !== null ? await getPageById(homePageId, previewer) : await getPageBySlug('home', null, previewer);
    return homePage ? { kind: 'page', page: homePage, isHome: true } : { kind: 'not-found' };
  }

  // Date archives (/2025/, /2025/03/: a year is never a slug here, as in WordPress), /tag/x/ and /author/x/.
  const archive = await getListingArchive(segments);
  if (archive) return resolveListing(archive, page);
  if (first === 'tag' || first === 'author') return { kind: 'not-found' };
  if (first === 'project' && second !== undefined) {
    const project = page === 1 ? await getProjectBySlug(second, previewer) : null;
    return project
      ? { kind: 'project', project, trail: [home, { label: project.title, url: project.url }] }
      : { kind: 'not-found' };
  }
  if (second !== undefined) return resolveArchive(await getCategoryByPath([first, second]), page);
  if (page > 1) return resolveArchive(await getCategoryByPath([first]), page);

  // Slugs are unique across categories, pages and posts, so the order of lookups is free: the
  // memoised category tree first (no query), then pages, then posts.
  const asCategory = await getCategoryByPath([first]);
  if (asCategory) return resolveArchive(asCategory, 1);

  const asPage = await getPageBySlug(first, homePageId, previewer);
  if (asPage) {
    return asPage.url === routes.home
      ? { kind: 'redirect', location: routes.home }
      : { kind: 'page', page: asPage, isHome: false };
  }

  const post = await getPostBySlug(first, previewer);
  if (post) {
    const [{ previous, next }, related, template] = await Promise.all([
      getAdjacentPosts(post),
      getRelatedPosts(post),
      getSingleTemplateFor(post),
    ]);
    const trail = post.primaryCategory ? categoryTrail(post.primaryCategory) : [home];
    trail.push({ label: post.title, url: post.url });
    return { kind: 'post', post, trail, previous, next, related, template };
  }

  // A renamed page, article or category: its old slug answers 301 to where it is now (as WordPress does).
  const moved = await getRedirect(first, homePageId);
  if (moved) return { kind: 'redirect', location: moved };

  return { kind: 'not-found' };
}
