import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import { MenuAccount as AccountLink } from '../../components/shop/MenuAccount';
import { routes } from '../../config/routes';
import type { MenuAccountProps } from './schema';

/** The header's account link anywhere in a layout; like the cart's, it shows only while the shop sells. */
export function MenuAccount({ props, ctx }: { props: MenuAccountProps; ctx: WidgetContext }) {
  if (ctx.shopOpen === false) return null;
  return (
    <div {...ctx.attrs} style={props.align === 'start' ? undefined : ({ textAlign: props.align } as CSSProperties)}>
      <AccountLink current={(ctx.currentPath ?? '').startsWith(routes.account)} />
    </div>
  );
}
