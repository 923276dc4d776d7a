import type { ContactView } from '../../builder/context';
import type { PostSummary, PostView } from '../../data/types';
import { imageSizes } from '../content/image-sizes';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ResponsiveImage } from '../content/ResponsiveImage';
import { ArticleAdjacent, ArticleByline, ArticleCategories, ArticleTags } from '../content/ArticleDetails';
import { AuthorBox } from '../content/AuthorBox';
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
          <ArticleByline post={post} />
          <ArticleCategories post={post} />
        </header>
        {post.image && (
          <ResponsiveImage className="article__image" image={post.image} sizes={imageSizes.column} priority />
        )}
        <div className="prose article__body" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        <ArticleTags post={post} />
        {post.authorProfile && <AuthorBox author={post.authorProfile} />}
        <ArticleAdjacent previous={previous} next={next} />
      </article>
      <ArticleAside headings={post.headings} related={related} contact={contact} />
    </div>
  );
}
