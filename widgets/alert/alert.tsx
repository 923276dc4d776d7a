import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { Icon } from '../../builder/icons';
import { tw } from '../../messages/builder';
import type { AlertProps } from './schema';

/**
 * A static notice (no live-region role: it is page content, not an event). Its kind is said in words, not
 * only by colour. The dismiss button is rendered `hidden` and shown by alert.island.ts, so it never
 * appears where it could not work.
 */
export function Alert({ props, ctx }: { props: AlertProps; ctx: WidgetContext }) {
  const attrs = withClass(ctx.attrs, `w-alert--${props.kind}`, props.dismissible && 'w-alert--dismissible');
  return (
    <div {...attrs}>
      {props.show_icon && (
        <Icon name={props.kind === 'info' || props.kind === 'success' ? 'info' : 'warning'} className="w-alert__icon" />
      )}
      <div className="w-alert__body">
        <p className="w-alert__title">
          <span className="visually-hidden">{tw.alertKind[props.kind]} </span>
          {props.title && <strong>{props.title}</strong>}
        </p>
        {props.description &&
          props.description.split(/\n{2,}/).map((para, i) => (
            <p key={i} className="w-alert__description">
              {para}
            </p>
          ))}
      </div>
      {props.dismissible && (
        <button type="button" className="w-alert__dismiss" data-alert-dismiss="" aria-label={tw.dismissAlert} hidden>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
