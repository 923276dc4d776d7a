import type { WidgetContext } from '../../builder/context';
import { SiteNav } from '../../components/layout/SiteNav';
import { routes } from '../../config/routes';
import type { SiteMenuProps } from './schema';

/**
 * The main menu (Site Settings → menus) in the site header's own markup, so site-runtime/menu.ts wires it
 * exactly as it wires the site's header: hover delays, arrow keys, Escape, the phone's "תפריט" toggle, and
 * the mega panels, fetched on engagement.
 * Its wrapper takes no box (`display: contents`), so on a phone the menu opens as a full row of the header.
 */
export function SiteMenu({ ctx }: { props: SiteMenuProps; ctx: WidgetContext }) {
  return (
    <div {...ctx.attrs}>
      <SiteNav
        items={ctx.siteNav ?? ctx.menus?.main ?? []}
        currentPath={ctx.currentPath ?? ''}
        panels={ctx.megaPanels}
        megaSrc={routes.megaPanel}
      />
    </div>
  );
}
