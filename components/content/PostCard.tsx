import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { PostSummary } from '../../data/types';
import { imageSizes } from './image-sizes';
import { excerptOf } from '../../engines/excerpt';
import { t } from '../../messages/he';
import { formatLongDate } from '../format/date';
import { ResponsiveImage } from './ResponsiveImage';

/** Which parts a card shows (the loop grid's card layout); the archive's card shows the first four. */
export interface CardParts {
  image: boolean;
  excerpt: boolean;
  date: boolean;
  categories: boolean;
  /** The "read more" link's visible text; absent: no link. */
  readMore: string | null;
  /** The byline (with a link to the author's archive when they have one). */
  author?: boolean;
  /** The excerpt cut to this many words; 0 or absent: as written. */
  excerptWords?: number;
}

const archiveParts: CardParts = { image: true, excerpt: true, date: true, categories: false, readMore: null };

interface Props {
  post: PostSummary;
  headingLevel: 2 | 3;
  priority?: boolean;
  parts?: CardParts;
  /** Hebrew label before the card's categories. */
  categoriesLabel?: string;
  /** A listing widget's typography of the title, the date and byline, and the excerpt. */
  typography?: CardTypography;
}

export interface CardTypography {
  title: TypographyStyle;
  meta: TypographyStyle;
  excerpt: TypographyStyle;
}

const globalCard: CardTypography = { title: globalTypography, meta: globalTypography, excerpt: globalTypography };

export function PostCard({
  post,
  headingLevel,
  priority = false,
  parts = archiveParts,
  categoriesLabel,
  typography = globalCard,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = parts.date ? post.publishedAt : null;
  const author = parts.author ? post.author : null;
  return (
    <article className="post-card">
      <Heading {...typographyAttrs('post-card__title', typography.title)}>
        <a href={post.url}>{post.title}</a>
      </Heading>
      {(date || author) && (
        <p {...typographyAttrs('post-card__date', typography.meta)}>
          {date && <time dateTime={date}>{formatLongDate(date)}</time>}
          {/* One text node before the author's link: React would join two with a comment. */}
          {author && `${date ? ' · ' : ''}${t.by} ${author.url ? '' : author.name}`}
          {author?.url && <a href={author.url}>{author.name}</a>}
        </p>
      )}
      {parts.image && post.image && (
        <ResponsiveImage className="post-card__image" image={post.image} sizes={imageSizes.card} priority={priority} />
      )}
      {parts.categories && post.categories.length > 0 && (
        <p className="post-card__categories">
          {categoriesLabel && <span className="visually-hidden">{categoriesLabel} </span>}
          {post.categories.map((c, i) => (
            <span key={c.url}>
              {i > 0 && ', '}
              <a href={c.url}>{c.title}</a>
            </span>
          ))}
        </p>
      )}
      {parts.excerpt && post.excerpt && (
        <p {...typographyAttrs('post-card__excerpt', typography.excerpt)}>
          {excerptOf(post.excerpt, parts.excerptWords ?? 0)}
        </p>
      )}
      {parts.readMore && (
        <p className="post-card__more">
          <a href={post.url}>
            {parts.readMore}
            <span className="visually-hidden">: {post.title}</span>
          </a>
        </p>
      )}
    </article>
  );
}
