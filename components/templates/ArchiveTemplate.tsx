import { ArchiveHeader } from '../content/ArchiveHeader';
import type { ReactNode } from 'react';
import type { PostPage } from '../../data/types';
import { t } from '../../messages/he';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { Pagination } from '../content/Pagination';
import { PostCard } from '../content/PostCard';

interface Props {
  /** What the archive is of: a category, a month… */
  heading: { title: string; description?: string | null; url: string };
  listing: PostPage;
  trail: Crumb[];
  /** The archive's loop grid and filter (server HTML); without it, the plain list of the listing. */
  children?: ReactNode;
}

export function ArchiveTemplate({ heading, listing, trail, children }: Props) {
  return (
    <div className="container archive">
      <Breadcrumbs trail={trail} />
      <ArchiveHeader title={heading.title} description={heading.description} page={listing.page} />
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
      {!children && <Pagination baseUrl={heading.url} page={listing.page} totalPages={listing.totalPages} />}
    </div>
  );
}
