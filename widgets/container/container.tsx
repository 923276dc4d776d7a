import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import type { ContainerProps } from './schema';
import { backgroundTone } from '../../builder/parts/background-tone';

/**
 * Per-device values travel as CSS custom properties (numbers and allowlisted keywords only, validated by
 * the schema); builder/widgets.css picks the tablet/mobile ones inside the spec's breakpoints.
 */
export function Container({ props, ctx }: { props: ContainerProps; ctx: WidgetContext }) {
  const Tag = props.html_tag;
  // 20 px is the sheet's own fallback for the gap (builder/widgets.css): a container that keeps it says nothing.
  const style: Record<string, string> = props.gap === 20 ? {} : { '--w-gap': `${props.gap}px` };
  if (props.gap_tablet >= 0) style['--w-gap-t'] = `${props.gap_tablet}px`;
  if (props.gap_mobile >= 0) style['--w-gap-m'] = `${props.gap_mobile}px`;
  if (props.min_height > 0) style['--w-min-h'] = `${props.min_height}px`;
  if (props.padding > 0) style['--w-pad'] = `${props.padding}px`;
  const tone = backgroundTone(props);
  Object.assign(style, tone.style);
  const attrs = withClass(
    ctx.attrs,
    `w-container--${props.layout}`,
    `w-container--${props.content_width}`,
    props.layout === 'flex' && `w-dir-${props.direction}`,
    props.layout === 'flex' && props.direction_tablet && `w-dir-t-${props.direction_tablet}`,
    props.layout === 'flex' && props.direction_mobile && `w-dir-m-${props.direction_mobile}`,
    props.layout === 'grid' && `w-cols-${props.columns}`,
    props.layout === 'grid' && props.columns_tablet && `w-cols-t-${props.columns_tablet}`,
    props.layout === 'grid' && props.columns_mobile && `w-cols-m-${props.columns_mobile}`,
    `w-justify-${props.justify}`,
    `w-items-${props.align}`,
    props.wrap && 'w-wrap',
    ...tone.classes,
  );
  return (
    <Tag {...attrs} style={Object.keys(style).length > 0 ? (style as CSSProperties) : undefined}>
      {ctx.slot('items', { className: 'w-container__inner' })}
    </Tag>
  );
}
