import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { typographyStyle } from '../../builder/parts/typography';
import type { WidgetContext } from '../../builder/context';
import { Icon } from '../../builder/icons';
import { tw } from '../../messages/builder';
import type { ButtonProps } from './schema';

/**
 * A link styled as a button (it navigates, so it is an <a>), marked as the current page where it leads to
 * the page shown (a header's call to action on the contact page), as the menus' links are.
 */
export function Button({ props, ctx }: { props: ButtonProps; ctx: WidgetContext }) {
  const rel = [props.new_tab && 'noopener noreferrer', props.nofollow && 'nofollow'].filter(Boolean).join(' ');
  const icon = <Icon name={props.icon} />;
  const type = typographyStyle(props);
  const style = type.classes.length ? (type.style as CSSProperties) : undefined;
  return (
    <div {...withClass(ctx.attrs, `w-align-${props.align}`, ...type.classes)} style={style}>
      <a
        className={`w-button__link w-button--${props.variant} w-button--${props.size}`}
        href={props.link}
        aria-current={ctx.currentPath !== undefined && ctx.currentPath === props.link ? 'page' : undefined}
        target={props.new_tab ? '_blank' : undefined}
        rel={rel || undefined}
      >
        {props.icon_position === 'start' && icon}
        <span className="w-button__text">{props.text}</span>
        {props.icon_position === 'end' && icon}
        {props.new_tab && <span className="visually-hidden"> {tw.opensInNewTab}</span>}
      </a>
    </div>
  );
}
