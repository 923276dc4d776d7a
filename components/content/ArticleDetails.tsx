import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { CategoryRef, PostSummary, PostView } from '../../data/types';
import { t } from '../../messages/he';
import { formatLongDate } from '../format/date';

const terms = (list: CategoryRef[], rel?: string) =>
  list.map((term, i) => (
    <span key={term.url}>
      {i > 0 && ', '}
      <a href={term.url} rel={rel}>
        {term.title}
      </a>
    </span>
  ));

/** "Published on … · by …": the article's date and author, each when known and asked for. */
export function ArticleByline({
  post,
  date = true,
  author = true,
}: {
  post: PostView;
  date?: boolean;
  author?: boolean;
}) {
  const dated = date && post.publishedAt ? post.publishedAt : null;
  const by = author ? post.author : null;
  if (!dated && !by) return null;
  return (
    <p className="article__meta">
      {dated && (
        <>
          {t.publishedOn}
          <time dateTime={dated}>{formatLongDate(dated)}</time>
        </>
      )}
      {by && (
        <>
          {/* One text node: React marks the joins of adjacent ones with comments, bytes on every article. */}
          {`${dated ? ' · ' : ''}${t.by} `}
          {by.url ? <a href={by.url}>{by.name}</a> : by.name}
        </>
      )}
    </p>
  );
}

export function ArticleCategories({ post }: { post: PostView }) {
  if (post.categories.length === 0) return null;
  return (
    <p className="article__categories">
      {`${t.inCategories}: `}
      {terms(post.categories)}
    </p>
  );
}

export function ArticleTags({ post }: { post: PostView }) {
  if (post.tags.length === 0) return null;
  return (
    <p className="article__tags">
      <span>{`${t.tags}: `}</span>
      {terms(post.tags, 'tag')}
    </p>
  );
}

/**
 * The articles published just before and after this one. A post-navigation widget's typography sits on the
 * neighbours' titles (their links) and on their labels ("המאמר הקודם").
 */
export function ArticleAdjacent({
  previous,
  next,
  titles = globalTypography,
  labels = globalTypography,
}: {
  previous: PostSummary | null;
  next: PostSummary | null;
  titles?: TypographyStyle;
  labels?: TypographyStyle;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="article__adjacent" aria-label={t.articleNav}>
      <ul>
        {previous && (
          <li className="article__previous">
            <span {...typographyAttrs('', labels)}>{`${t.previousArticle}: `}</span>
            <a {...typographyAttrs('', titles)} href={previous.url} rel="prev">
              {previous.title}
            </a>
          </li>
        )}
        {next && (
          <li className="article__next">
            <span {...typographyAttrs('', labels)}>{`${t.nextArticle}: `}</span>
            <a {...typographyAttrs('', titles)} href={next.url} rel="next">
              {next.title}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
