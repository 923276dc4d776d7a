import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { MenuCart as CartLink } from '../../components/shop/MenuCart';
import { routes } from '../../config/routes';
import type { MenuCartProps } from './schema';

/**
 * The header's cart link anywhere in a layout: the same markup, count and mini cart, shown, as in the
 * site header, only while the shop has something for sale.
 */
export function MenuCart({ props, ctx }: { props: MenuCartProps; ctx: WidgetContext }) {
  if (ctx.shopOpen === false) return null;
  return (
    <div {...ctx.attrs} style={props.align === 'start' ? undefined : ({ textAlign: props.align } as CSSProperties)}>
      <CartLink current={ctx.currentPath === routes.cart} typography={typographyStyle(props)} />
    </div>
  );
}
