import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import type { SectionProps } from './schema';
import { backgroundTone } from '../../builder/parts/background-tone';

export function Section({ props, ctx }: { props: SectionProps; ctx: WidgetContext }) {
  const Tag = props.html_tag;
  const style: Record<string, string> = { '--w-content-width': `${props.content_width}px` };
  if (props.min_height > 0) style['--w-min-h'] = `${props.min_height}px`;
  const tone = backgroundTone(props);
  Object.assign(style, tone.style);
  const attrs = withClass(
    ctx.attrs,
    `w-section--${props.layout}`,
    `w-section--gap-${props.gap}`,
    `w-items-${props.vertical_align}`,
    ...tone.classes,
  );
  return (
    <Tag {...attrs} style={style as CSSProperties}>
      {ctx.slot('columns', { className: 'w-section__row' })}
    </Tag>
  );
}
