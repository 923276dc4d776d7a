import { routes } from '../../config/routes';
import type { Post } from '../../cms/payload-types';
import type {
  AuthorProfile,
  AuthorRef,
  CategoryRef,
  CategoryView,
  ImageView,
  PostSummary,
  PostView,
  TagView,
} from '../types';
import { richTextHeadings, richTextToHtml } from './rich-text';
import { toSeoView } from './seo';

/** Relations resolved by the data layer from its memoised maps (posts are read at depth 0). */
export interface PostRelations {
  categories: Map<number, CategoryView>;
  images: Map<number, ImageView | null>;
  /** Absent where tags are not shown (cards). */
  tags?: Map<number, TagView>;
}

const idOf = (ref: number | { id: number } | null | undefined): number | null =>
  ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref;

function categoriesOf(post: Pick<Post, 'categories'>, rel: PostRelations): CategoryView[] {
  return (post.categories ?? [])
    .map((c) => rel.categories.get(idOf(c) ?? -1))
    .filter((c): c is CategoryView => c !== undefined);
}

export type PostCardFields = Pick<
  Post,
  'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'featuredImage' | 'categories'
> &
  Partial<Pick<Post, 'authorName' | 'authorSlug' | 'tags'>>;

/** The byline the post carries (copied from its author's account when saved). */
export function authorOf(post: Pick<Post, 'authorName' | 'authorSlug'>): AuthorRef | null {
  if (!post.authorName) return null;
  return { name: post.authorName, url: post.authorSlug ? routes.author(post.authorSlug) : null };
}

/** The author box's profile: the byline with the copies of the writer's few words and picture. */
function authorProfileOf(
  post: Pick<Post, 'authorName' | 'authorSlug' | 'authorBio' | 'authorAvatar'>,
  rel: PostRelations,
): AuthorProfile | null {
  const byline = authorOf(post);
  if (!byline) return null;
  const avatarId = idOf(post.authorAvatar);
  return {
    ...byline,
    bio: post.authorBio || null,
    avatar: avatarId === null ? null : (rel.images.get(avatarId) ?? null),
  };
}

export const tagIdsOf = (post: Pick<Post, 'tags'>): number[] =>
  (post.tags ?? []).map((t) => idOf(t)).filter((id): id is number => id !== null);

function tagsOf(post: Pick<Post, 'tags'>, rel: PostRelations): CategoryRef[] {
  return tagIdsOf(post)
    .map((id) => rel.tags?.get(id))
    .filter((t): t is TagView => t !== undefined)
    .map((t) => ({ title: t.title, url: t.url }));
}

export function toPostSummary(post: PostCardFields, rel: PostRelations): PostSummary {
  const imageId = idOf(post.featuredImage);
  return {
    id: post.id,
    slug: post.slug,
    url: routes.post(post.slug),
    title: post.title,
    excerpt: post.excerpt ?? null,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    image: imageId === null ? null : (rel.images.get(imageId) ?? null),
    categories: categoriesOf(post, rel).map((c) => ({ title: c.title, url: c.url })),
    author: authorOf(post),
  };
}

export function toPostView(
  post: Post,
  rel: PostRelations,
  seoImage: ImageView | null,
  bodyImages: ReadonlyMap<number, ImageView | null> = new Map(),
): PostView {
  const cats = categoriesOf(post, rel);
  // The most specific category (a child) leads the breadcrumbs.
  const primary = cats.find((c) => c.parent) ?? cats[0] ?? null;
  return {
    ...toPostSummary(post, rel),
    contentHtml: richTextToHtml(post.content, bodyImages),
    headings: richTextHeadings(post.content),
    tags: tagsOf(post, rel),
    authorProfile: authorProfileOf(post, rel),
    seo: { ...toSeoView({ ...post.seo, image: null }), image: seoImage },
    primaryCategory: primary,
    // With their parents: a popup placed on a category also shows on its subcategories' articles.
    categoryIds: [...new Set(cats.flatMap((c) => (c.parentId === null ? [c.id] : [c.id, c.parentId])))],
  };
}
