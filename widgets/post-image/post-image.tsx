import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { shownEntry } from '../../builder/shown-entry';
import { imageSizes } from '../../components/content/image-sizes';
import { ResponsiveImage } from '../../components/content/ResponsiveImage';
import { tw } from '../../messages/builder';

export function PostImage({ ctx }: { ctx: WidgetContext }) {
  const image = shownEntry(ctx)?.image;
  if (!image) return <EditorPlaceholder ctx={ctx} text={tw.postImagePlaceholder} />;
  return (
    <div {...ctx.attrs}>
      <ResponsiveImage className="article__image" image={image} sizes={imageSizes.column} priority />
    </div>
  );
}
