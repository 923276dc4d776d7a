import type { NavItem } from '../../components/layout/nav-types';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { isSafeUrl } from '../../engines/safe-url';
import type { NavMenuProps } from './schema';

const samePath = (a: string, b: string | undefined) =>
  b !== undefined && a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * A labelled <nav> of nested lists from the menu the page passes in (context.menus[location]). Submenus
 * are plain nested lists: CSS opens them on hover/focus-within in the horizontal layout, so every link is
 * reachable by keyboard and without JavaScript. The top level's links carry the menu's typography and the
 * submenus' links their own, on the links themselves, so neither inherits the other's.
 */
export function NavMenu({ props, ctx }: { props: NavMenuProps; ctx: WidgetContext }) {
  const items = ctx.menus?.[props.menu_location];
  if (!items || items.length === 0) return null;
  const top = typographyStyle(props, 'typo_menu');
  const sub = typographyStyle(props, 'typo_submenu');
  const list = (entries: NavItem[], depth: number) => (
    <ul className={depth === 0 ? 'w-nav-menu__list' : 'w-nav-menu__sub'}>
      {entries.map((item, i) => (
        <li key={i}>
          <a
            {...typographyAttrs('', depth === 0 ? top : sub)}
            href={isSafeUrl(item.href) ? item.href : '#'}
            aria-current={samePath(item.href, ctx.currentPath) ? 'page' : undefined}
          >
            {item.label}
          </a>
          {props.show_submenus &&
            item.children &&
            item.children.length > 0 &&
            depth < 3 &&
            list(item.children, depth + 1)}
        </li>
      ))}
    </ul>
  );
  const attrs = withClass(ctx.attrs, `w-nav-menu--${props.layout}`, `w-align-${props.align}`);
  return (
    <nav {...attrs} aria-label={props.label}>
      {list(items, 0)}
    </nav>
  );
}
