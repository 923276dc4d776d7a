import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import type { HeadingProps } from './schema';

export function Heading({ props, ctx }: { props: HeadingProps; ctx: WidgetContext }) {
  const Tag = props.tag;
  // The heading itself carries the id so the table of contents and anchor links land on it.
  const attrs = withClass(
    ctx.attrs,
    `w-align-${props.align}`,
    props.size !== 'default' && `w-heading--${props.size}`,
    props.colour === 'primary' && 'w-heading--primary',
  );
  return (
    <Tag {...attrs} id={ctx.domId}>
      {props.link ? <a href={props.link}>{props.text}</a> : props.text}
    </Tag>
  );
}
