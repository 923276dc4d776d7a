import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import type { DividerProps } from './schema';

/** A thematic break (<hr>), styled with logical properties through custom properties. */
export function Divider({ props, ctx }: { props: DividerProps; ctx: WidgetContext }) {
  const style = {
    '--w-div-style': props.style,
    '--w-div-weight': `${props.weight}px`,
    '--w-div-width': `${props.width}%`,
    '--w-div-space': `${props.spacing}px`,
  } as CSSProperties;
  return <hr {...withClass(ctx.attrs, `w-align-${props.align}`)} style={style} />;
}
