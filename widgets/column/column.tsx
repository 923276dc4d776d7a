import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import type { ColumnProps } from './schema';

export function Column({ props, ctx }: { props: ColumnProps; ctx: WidgetContext }) {
  const style: Record<string, string> = {};
  if (props.width > 0) style['--w-col'] = `${props.width}%`;
  if (props.width_tablet > 0) style['--w-col-t'] = `${props.width_tablet}%`;
  if (props.width_mobile > 0) style['--w-col-m'] = `${props.width_mobile}%`;
  const attrs = withClass(ctx.attrs, `w-justify-${props.vertical_align}`);
  return (
    <div {...attrs} style={style as CSSProperties}>
      {ctx.slot('items', { className: 'w-column__inner' })}
    </div>
  );
}
