import { routes } from '../../config/routes';
import type { Category, Post } from '../../cms/payload-types';
import type { PostSummary, PostView } from '../types';
import { toCategoryRef, toCategoryView } from './category';
import { toImageView } from './image';
import { richTextToHtml } from './rich-text';
import { toSeoView } from './seo';

function categoriesOf(post: Post): Category[] {
  return (post.categories ?? []).filter((c): c is Category => typeof c === 'object' && c !== null);
}

export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    url: routes.post(post.slug),
    title: post.title,
    excerpt: post.excerpt ?? null,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    image: toImageView(post.featuredImage),
    categories: categoriesOf(post)
      .map(toCategoryRef)
      .filter((c) => c !== null),
  };
}

export function toPostView(post: Post): PostView {
  const cats = categoriesOf(post);
  // The most specific category (a child) leads the breadcrumbs.
  const primary = cats.find((c) => c.parent) ?? cats[0];
  return {
    ...toPostSummary(post),
    contentHtml: richTextToHtml(post.content),
    authorName: post.authorName ?? null,
    seo: toSeoView(post.seo),
    primaryCategory: primary ? toCategoryView(primary) : null,
  };
}
