import type { WidgetContext } from '../../builder/context';
import { tw } from '../../messages/builder';
import type { WpPlaceholderProps } from './schema';

/**
 * An Elementor widget the import could not map. The builder's preview (`ctx.editing`) shows a dashed box
 * saying which widget it was; the site renders nothing at all, so a visitor never meets a broken box or an
 * empty landmark, and no hidden leftover reaches screen readers or the page's weight.
 */
export function WpPlaceholder({ props, ctx }: { props: WpPlaceholderProps; ctx: WidgetContext }) {
  if (!ctx.editing) return null;
  const text = tw.editorEmpty.wpPlaceholder;
  return (
    <div {...ctx.attrs}>
      <p className="w-wp-placeholder__title">
        {text.title} <bdi>{props.widget_type || text.unknownType}</bdi>
      </p>
      <p>{text.kept}</p>
      {props.truncated && <p>{text.truncated}</p>}
    </div>
  );
}
