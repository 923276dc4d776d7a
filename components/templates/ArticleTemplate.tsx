import type { ContactView } from '../../builder/context';
import type { PostSummary, PostView } from '../../data/types';
import { imageSizes } from '../content/image-sizes';
import { t } from '../../messages/he';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ResponsiveImage } from '../content/ResponsiveImage';
import { formatLongDate } from '../format/date';
import { ArticleAside } from './ArticleAside';

interface Props {
  post: PostView;
  trail: Crumb[];
  previous: PostSummary | null;
  next: PostSummary | null;
  related: PostSummary[];
  contact: ContactView;
}

/** The article in a readable measure, centred with its side column on a wide screen. */
export function ArticleTemplate({ post, trail, previous, next, related, contact }: Props) {
  return (
    <div className="container article-layout">
      <article className="article">
        <Breadcrumbs trail={trail} />
        <header className="article__header">
          <h1>{post.title}</h1>
          <p className="article__meta">
            {post.publishedAt && (
              <>
                {t.publishedOn}
                <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              </>
            )}
            {post.author && (
              <>
                {' '}
                · {t.by} {post.author.url ? <a href={post.author.url}>{post.author.name}</a> : post.author.name}
              </>
            )}
          </p>
          {post.categories.length > 0 && (
            <p className="article__categories">
              {t.inCategories}:{' '}
              {post.categories.map((c, i) => (
                <span key={c.url}>
                  {i > 0 && ', '}
                  <a href={c.url}>{c.title}</a>
                </span>
              ))}
            </p>
          )}
        </header>
        {post.image && (
          <ResponsiveImage className="article__image" image={post.image} sizes={imageSizes.column} priority />
        )}
        <div className="prose article__body" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.tags.length > 0 && (
          <p className="article__tags">
            <span>{t.tags}: </span>
            {post.tags.map((tag, i) => (
              <span key={tag.url}>
                {i > 0 && ', '}
                <a href={tag.url} rel="tag">
                  {tag.title}
                </a>
              </span>
            ))}
          </p>
        )}
        {(previous || next) && (
          <nav className="article__adjacent" aria-label={t.articleNav}>
            <ul>
              {previous && (
                <li className="article__previous">
                  <span>{t.previousArticle}: </span>
                  <a href={previous.url} rel="prev">
                    {previous.title}
                  </a>
                </li>
              )}
              {next && (
                <li className="article__next">
                  <span>{t.nextArticle}: </span>
                  <a href={next.url} rel="next">
                    {next.title}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </article>
      <ArticleAside related={related} contact={contact} />
    </div>
  );
}
