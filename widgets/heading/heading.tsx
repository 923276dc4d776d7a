import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { textColourStyle } from '../../builder/parts/text-colour';
import { typographyStyle } from '../../builder/parts/typography';
import type { WidgetContext } from '../../builder/context';
import type { HeadingProps } from './schema';

export function Heading({ props, ctx }: { props: HeadingProps; ctx: WidgetContext }) {
  const Tag = props.tag;
  const colour = textColourStyle(props);
  const type = typographyStyle(props);
  const attrs = withClass(
    ctx.attrs,
    `w-align-${props.align}`,
    props.size !== 'default' && `w-heading--${props.size}`,
    ...colour.classes,
    ...type.classes,
  );
  const styles: Record<string, string> = { ...colour.style, ...type.style };
  const style = Object.keys(styles).length ? (styles as CSSProperties) : undefined;
  // The heading itself carries the id so the table of contents and anchor links land on it.
  return (
    <Tag {...attrs} id={ctx.domId} style={style}>
      {props.link ? <a href={props.link}>{props.text}</a> : props.text}
    </Tag>
  );
}
