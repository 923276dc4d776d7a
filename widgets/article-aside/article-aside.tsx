import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { ArticleAside as Aside, hasAsideContent } from '../../components/templates/ArticleAside';
import { tw } from '../../messages/builder';
import type { ArticleAsideProps } from './schema';

const noContact = { phone: null, email: null, whatsapp: null };

/**
 * The side column of the article a single-article template shows (components/templates/ArticleAside.tsx):
 * the article's own sections, more articles from its categories and the way to ask the business, each
 * optional. It renders nothing where there is no article, and a labelled placeholder in the builder.
 */
export function ArticleAside({ props, ctx }: { props: ArticleAsideProps; ctx: WidgetContext }) {
  const article = ctx.article;
  if (!article) return <EditorPlaceholder ctx={ctx} text={tw.articleAsidePlaceholder} />;
  const shown = {
    headings: props.show_toc ? article.post.headings : [],
    related: props.show_related ? (article.related ?? []) : [],
    contact: props.show_contact && ctx.contact ? ctx.contact : noContact,
  };
  if (!hasAsideContent(shown)) return null;
  return (
    <div {...ctx.attrs}>
      <Aside {...shown} />
    </div>
  );
}
