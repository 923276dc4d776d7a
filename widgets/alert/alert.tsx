import { withClass } from '../../builder/common';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
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
  const title = typographyStyle(props, 'typo_title');
  const description = typographyStyle(props, 'typo_description');
  return (
    <div {...attrs}>
      {props.show_icon && (
        <Icon name={props.kind === 'info' || props.kind === 'success' ? 'info' : 'warning'} className="w-alert__icon" />
      )}
      <div className="w-alert__body">
        <p {...typographyAttrs('w-alert__title', title)}>
          <span className="visually-hidden">{tw.alertKind[props.kind]} </span>
          {props.title && <strong>{props.title}</strong>}
        </p>
        {props.description &&
          props.description.split(/\n{2,}/).map((para, i) => (
            <p key={i} {...typographyAttrs('w-alert__description', description)}>
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
