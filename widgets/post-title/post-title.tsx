import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { shownEntry } from '../../builder/shown-entry';
import { tw } from '../../messages/builder';
import type { PostTitleProps } from './schema';

export function PostTitle({ props, ctx }: { props: PostTitleProps; ctx: WidgetContext }) {
  const post = shownEntry(ctx);
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.postTitlePlaceholder} />;
  const Tag = props.tag;
  return (
    <Tag {...ctx.attrs} style={{ textAlign: props.align } as CSSProperties}>
      {post.title}
    </Tag>
  );
}
