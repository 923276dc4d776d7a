import type { ReactNode } from 'react';
import type { CategoryView, PostPage } from '../../data/types';
import { t } from '../../messages/he';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { Pagination } from '../content/Pagination';
import { PostCard } from '../content/PostCard';

interface Props {
  category: CategoryView;
  listing: PostPage;
  trail: Crumb[];
  /** The archive's loop grid and filter (server HTML); without it, the plain list of the listing. */
  children?: ReactNode;
}

export function ArchiveTemplate({ category, listing, trail, children }: Props) {
  return (
    <div className="container archive">
      <Breadcrumbs trail={trail} />
      <header className="archive__header">
        <h1>
          {category.title}
          {listing.page > 1 && <span className="archive__page"> – {t.pageN(listing.page)}</span>}
        </h1>
        {category.description && listing.page === 1 && <p className="archive__description">{category.description}</p>}
      </header>
      {children ? (
        children
      ) : listing.posts.length === 0 ? (
        <p>{t.noPosts}</p>
      ) : (
        <ul className="post-grid">
          {listing.posts.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      {!children && <Pagination baseUrl={category.url} page={listing.page} totalPages={listing.totalPages} />}
    </div>
  );
}
