import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { ArticleAdjacent } from '../../components/content/ArticleDetails';
import { tw } from '../../messages/builder';
import type { PostNavigationProps } from './schema';

export function PostNavigation({ props, ctx }: { props: PostNavigationProps; ctx: WidgetContext }) {
  const article = ctx.article;
  if (!article) return <EditorPlaceholder ctx={ctx} text={tw.postNavigationPlaceholder} />;
  if (!article.previous && !article.next) return null;
  return (
    <div {...ctx.attrs}>
      <ArticleAdjacent
        previous={article.previous}
        next={article.next}
        titles={typographyStyle(props, 'typo_title')}
        labels={typographyStyle(props, 'typo_label')}
      />
    </div>
  );
}
