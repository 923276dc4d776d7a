import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { typographyStyle } from '../../builder/parts/typography';
import { colourRefId } from '../../engines/colour/custom-colours';
import type { WidgetContext } from '../../builder/context';
import type { HeadingProps } from './schema';

export function Heading({ props, ctx }: { props: HeadingProps; ctx: WidgetContext }) {
  const Tag = props.tag;
  // The heading itself carries the id so the table of contents and anchor links land on it.
  // A named colour (global) as Site Settings set it, only where it reads on the page (builder/widgets.css).
  const ref = colourRefId(props.colour);
  const type = typographyStyle(props);
  const attrs = withClass(
    ctx.attrs,
    `w-align-${props.align}`,
    props.size !== 'default' && `w-heading--${props.size}`,
    props.colour === 'primary' && 'w-heading--primary',
    props.colour === 'accent' && 'w-heading--accent',
    ref !== null && 'w-heading--ref',
    ...type.classes,
  );
  const styles: Record<string, string> = { ...type.style };
  if (ref !== null) styles['--w-heading-colour'] = `var(--color-custom-${ref}-text)`;
  const style = Object.keys(styles).length ? (styles as CSSProperties) : undefined;
  return (
    <Tag {...attrs} id={ctx.domId} style={style}>
      {props.link ? <a href={props.link}>{props.text}</a> : props.text}
    </Tag>
  );
}
