import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { Icon } from '../../builder/icons';
import { tw } from '../../messages/builder';
import type { OffCanvasProps } from './schema';

/**
 * A modal side panel as a native <dialog>: showModal() makes the page behind it inert (focus stays
 * inside), Escape closes it, and CSS locks the page scroll while it is open. Behaviour lives in
 * site-runtime/off-canvas.ts, which also answers the URL actions. The opening button takes its place
 * from the first paint (showing it later would shift the page) but only when scripts run (`html.js`),
 * so it never appears where it could not work.
 */
export function OffCanvas({ props, ctx }: { props: OffCanvasProps; ctx: WidgetContext }) {
  const panelId = `${ctx.domId}-panel`;
  const titleId = `${ctx.domId}-title`;
  const attrs = withClass(ctx.attrs, `w-off-canvas--${props.side}`);
  return (
    <div
      {...attrs}
      data-off-canvas={props.id}
      data-off-canvas-background={props.close_on_background ? 'close' : undefined}
    >
      {props.show_button && (
        <button
          type="button"
          className="w-off-canvas__open"
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls={panelId}
          data-off-canvas-open=""
        >
          <Icon name="menu" />
          <span>{props.button_text}</span>
        </button>
      )}
      <dialog
        className="w-off-canvas__panel"
        id={panelId}
        aria-labelledby={titleId}
        style={{ '--w-oc-width': `${props.width}px` } as CSSProperties}
      >
        <div className="w-off-canvas__header">
          <h2 className="w-off-canvas__title" id={titleId}>
            {props.label}
          </h2>
          <button type="button" className="w-off-canvas__close" data-off-canvas-close="" aria-label={tw.closePanel}>
            <Icon name="close" />
          </button>
        </div>
        {ctx.slot('items', { className: 'w-off-canvas__content' })}
      </dialog>
    </div>
  );
}
