import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { shownEntry } from '../../builder/shown-entry';
import { withClass } from '../../builder/common';
import { tw } from '../../messages/builder';

/** The article's or page's text: the studio's rich text, made safe when it was converted (data/map/rich-text.ts). */
export function PostContent({ ctx }: { ctx: WidgetContext }) {
  const post = shownEntry(ctx);
  if (!post) return <EditorPlaceholder ctx={ctx} text={tw.postContentPlaceholder} />;
  return (
    <div {...withClass(ctx.attrs, 'prose article__body')} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
  );
}
