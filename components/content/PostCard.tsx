import type { PostSummary } from '../../data/types';
import { formatLongDate } from '../format/date';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  post: PostSummary;
  headingLevel: 2 | 3;
  priority?: boolean;
}

export function PostCard({ post, headingLevel, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      <Heading className="post-card__title">
        <a href={post.url}>{post.title}</a>
      </Heading>
      {post.publishedAt && (
        <p className="post-card__date">
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </p>
      )}
      {post.image && (
        <ResponsiveImage
          className="post-card__image"
          image={post.image}
          sizes="(max-width: 767px) calc(100vw - 4rem), 22rem"
          priority={priority}
        />
      )}
      {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
    </article>
  );
}
