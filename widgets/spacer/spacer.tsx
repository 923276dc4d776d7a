import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import type { SpacerProps } from './schema';

export function Spacer({ props, ctx }: { props: SpacerProps; ctx: WidgetContext }) {
  const style: Record<string, string> = { '--w-space': `${props.height}px` };
  if (props.height_tablet >= 0) style['--w-space-t'] = `${props.height_tablet}px`;
  if (props.height_mobile >= 0) style['--w-space-m'] = `${props.height_mobile}px`;
  return <div {...ctx.attrs} aria-hidden="true" style={style as CSSProperties} />;
}
