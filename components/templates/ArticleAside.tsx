import type { ContactView, TocHeading } from '../../builder/context';
import type { PostSummary } from '../../data/types';
import { t } from '../../messages/he';
import { formatLongDate } from '../format/date';
import { ContactLinks } from '../ui/ContactLinks';

interface Props {
  /** The article's H2 and H3 headings: listed when there are two or more to move between. */
  headings: TocHeading[];
  related: PostSummary[];
  contact: ContactView;
}

/**
 * The article's side column (beside the text on a wide screen, after it on a narrow one): the article's
 * own sections, more articles to read and the way to ask the business. Plain links, no images: it adds no
 * request to the page.
 */
/** Whether the column has anything to show: two sections or more, a related article, or a way to ask. */
export const hasAsideContent = ({ headings, related, contact }: Props): boolean =>
  related.length > 0 || Boolean(contact.phone || contact.email) || headings.filter((h) => h.text !== '').length >= 2;

export function ArticleAside({ headings, related, contact }: Props) {
  const canAsk = Boolean(contact.phone || contact.email);
  const sections = headings.filter((h) => h.text !== '');
  if (!hasAsideContent({ headings, related, contact })) return null;
  return (
    <aside className="article-aside" aria-label={t.articleAside}>
      {sections.length >= 2 && (
        <nav className="article-aside__card" aria-labelledby="toc-title">
          <h2 id="toc-title" className="article-aside__title">
            {t.onThisPage}
          </h2>
          <ol className="article-aside__toc">
            {sections.map((h) => (
              <li key={h.id} className={h.level > 2 ? 'article-aside__toc-sub' : undefined}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {related.length > 0 && (
        <section className="article-aside__card" aria-labelledby="related-title">
          <h2 id="related-title" className="article-aside__title">
            {t.relatedArticles}
          </h2>
          <ul className="article-aside__related">
            {related.map((post) => (
              <li key={post.id}>
                <a href={post.url}>{post.title}</a>
                {post.publishedAt && <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {canAsk && (
        <section className="article-aside__card article-aside__card--ask" aria-labelledby="ask-title">
          <h2 id="ask-title" className="article-aside__title">
            {t.askTitle}
          </h2>
          <p>{t.askText}</p>
          <ContactLinks phone={contact.phone} email={contact.email} />
        </section>
      )}
    </aside>
  );
}
