import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { styleAttr } from '../../builder/parts/typography-attrs';
import { ArticleByline, ArticleCategories, ArticleTags } from '../../components/content/ArticleDetails';
import { tw } from '../../messages/builder';
import type { PostMetaProps } from './schema';

export function PostMeta({ props, ctx }: { props: PostMetaProps; ctx: WidgetContext }) {
  const post = ctx.article?.post;
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.postMetaPlaceholder} />;
  // On the widget: its lines (the byline, the categories, the tags) take it, none having a size of its own.
  const type = typographyStyle(props);
  return (
    <div {...withClass(ctx.attrs, ...type.classes)} style={styleAttr(type.style)}>
      <ArticleByline post={post} date={props.show_date} author={props.show_author} />
      {props.show_categories && <ArticleCategories post={post} />}
      {props.show_tags && <ArticleTags post={post} />}
    </div>
  );
}
