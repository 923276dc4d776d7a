import { withClass } from '../common';
import type { WidgetContext } from '../context';

/**
 * What a widget with nothing to show yet (no image chosen, no video address) renders in the builder, so
 * the editor can see and select it; on the site it renders nothing.
 */
export function EditorPlaceholder({ ctx, text }: { ctx: WidgetContext; text: string }) {
  if (!ctx.editing) return null;
  return (
    <div {...withClass(ctx.attrs, 'w-editor-empty')}>
      <p>{text}</p>
    </div>
  );
}
