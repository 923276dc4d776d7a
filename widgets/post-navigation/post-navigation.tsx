import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { ArticleAdjacent } from '../../components/content/ArticleDetails';
import { tw } from '../../messages/builder';

export function PostNavigation({ ctx }: { ctx: WidgetContext }) {
  const article = ctx.article;
  if (!article) return <EditorPlaceholder ctx={ctx} text={tw.postNavigationPlaceholder} />;
  if (!article.previous && !article.next) return null;
  return (
    <div {...ctx.attrs}>
      <ArticleAdjacent previous={article.previous} next={article.next} />
    </div>
  );
}
