import type { Post } from '../cms/payload-types';
import { postsPerPage } from '../config/site';
import { getCategoryMap } from './get-category';
import { getImageViews, idOf } from './get-images';
import { getLoopPage } from './get-loop';
import { getTagMap } from './get-tags';
import { richTextMediaIds } from './map/rich-text';
import { toPostSummary, toPostView, type PostCardFields, type PostRelations } from './map/post';
import { memoDocument } from './cache/memo';
import { asVisitor, payload, readAs, type Previewer } from './payload';
import type { CategoryView, PostPage, PostSummary, PostView } from './types';

/** Posts are read at depth 0; categories and images come from the memoised maps in two lookups at most. */
async function relationsFor(
  posts: (Pick<Post, 'featuredImage' | 'seo'> & Partial<Pick<Post, 'authorAvatar'>>)[],
): Promise<PostRelations> {
  const imageIds = posts
    .flatMap((p) => [idOf(p.featuredImage), idOf(p.seo?.image), idOf(p.authorAvatar)])
    .filter((id): id is number => id !== null);
  const [categories, images, tags] = await Promise.all([getCategoryMap(), getImageViews(imageIds), getTagMap()]);
  return { categories, images, tags };
}

/**
 * A category's listing includes its child categories' articles, newest first. The archive's loop grid
 * already holds every published card in memory (get-loop.ts), so the listing is read from there rather
 * than with a posts query of its own on every uncached render.
 */
export async function getPostsInCategory(category: Pick<CategoryView, 'slug'>, page: number): Promise<PostPage> {
  const { posts, totalPages, totalDocs } = await getLoopPage({
    scope: { categories: [category.slug] },
    filter: {},
    page,
    perPage: postsPerPage,
    order: 'date_desc',
  });
  return { posts, page, totalPages, totalDocs };
}

/** Read once per content generation, as pages are (get-page.ts). */
export function getPostBySlug(slug: string, previewer?: Previewer): Promise<PostView | null> {
  const read = async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...readAs(previewer),
    });
    const post = docs[0];
    if (!post) return null;
    const [rel, bodyImages] = await Promise.all([relationsFor([post]), getImageViews(richTextMediaIds(post.content))]);
    const seoImageId = idOf(post.seo?.image);
    const seoImage = seoImageId === null ? null : (rel.images.get(seoImageId) ?? null);
    const view = toPostView(post, rel, seoImage, bodyImages);
    return previewer ? { ...view, draft: post._status !== 'published' } : view;
  };
  // A previewer's read goes around the memo (it must neither see nor leave a visitor's copy).
  return previewer ? read() : memoDocument(`post:slug:${slug}`, read);
}

const neighbourSelect = { title: true, slug: true, publishedAt: true, updatedAt: true } as const;
const noRelations: PostRelations = { categories: new Map(), images: new Map() };

/** The articles published just before and just after this one. */
export async function getAdjacentPosts(
  post: Pick<PostView, 'id' | 'publishedAt'>,
): Promise<{ previous: PostSummary | null; next: PostSummary | null }> {
  const { publishedAt } = post;
  if (!publishedAt) return { previous: null, next: null };
  return memoDocument(`post:adjacent:${post.id}:${publishedAt}`, () => findAdjacentPosts(post.id, publishedAt));
}

async function findAdjacentPosts(
  id: PostView['id'],
  publishedAt: string,
): Promise<{ previous: PostSummary | null; next: PostSummary | null }> {
  const p = await payload();
  const [older, newer] = await Promise.all([
    p.find({
      collection: 'posts',
      where: { publishedAt: { less_than: publishedAt }, id: { not_equals: id } },
      sort: '-publishedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      select: neighbourSelect,
      ...asVisitor,
    }),
    p.find({
      collection: 'posts',
      where: { publishedAt: { greater_than: publishedAt }, id: { not_equals: id } },
      sort: 'publishedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      select: neighbourSelect,
      ...asVisitor,
    }),
  ]);
  const toSummary = (d: (typeof older.docs)[number] | undefined) =>
    d ? toPostSummary(d as PostCardFields, noRelations) : null;
  return { previous: toSummary(older.docs[0]), next: toSummary(newer.docs[0]) };
}
