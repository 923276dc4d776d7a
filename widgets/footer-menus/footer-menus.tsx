import type { WidgetContext } from '../../builder/context';
import { FooterMenus as Menus, type FooterGroup } from '../../components/layout/FooterMenus';
import type { FooterMenusProps } from './schema';

/** In the builder, where no menus are read, one group stands for them. */
const placeholder: FooterGroup[] = [{ title: 'קישורים', links: [{ label: 'קישור לדוגמה', href: '/' }] }];

/**
 * The footer's grouped menus anywhere in a layout. Its wrapper takes no box (`display: contents`, site.css),
 * so in a footer template's columns each group is a column, as in the site's own footer.
 */
export function FooterMenus({ ctx }: { props: FooterMenusProps; ctx: WidgetContext }) {
  return (
    <div {...ctx.attrs}>
      <Menus groups={ctx.footerMenus ?? placeholder} idPrefix={`${ctx.domId}-group`} />
    </div>
  );
}
