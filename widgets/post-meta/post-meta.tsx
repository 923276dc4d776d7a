import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { ArticleByline, ArticleCategories, ArticleTags } from '../../components/content/ArticleDetails';
import { tw } from '../../messages/builder';
import type { PostMetaProps } from './schema';

export function PostMeta({ props, ctx }: { props: PostMetaProps; ctx: WidgetContext }) {
  const post = ctx.article?.post;
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.postMetaPlaceholder} />;
  return (
    <div {...ctx.attrs}>
      <ArticleByline post={post} date={props.show_date} author={props.show_author} />
      {props.show_categories && <ArticleCategories post={post} />}
      {props.show_tags && <ArticleTags post={post} />}
    </div>
  );
}
