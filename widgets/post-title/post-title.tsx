import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { shownEntry } from '../../builder/shown-entry';
import { tw } from '../../messages/builder';
import type { PostTitleProps } from './schema';

export function PostTitle({ props, ctx }: { props: PostTitleProps; ctx: WidgetContext }) {
  const post = shownEntry(ctx);
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.postTitlePlaceholder} />;
  const Tag = props.tag;
  const type = typographyStyle(props);
  return (
    <Tag {...withClass(ctx.attrs, ...type.classes)} style={{ textAlign: props.align, ...type.style } as CSSProperties}>
      {post.title}
    </Tag>
  );
}
