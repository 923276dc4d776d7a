import { networkIds, type NetworkId } from '../../engines/share/networks';
import { logicalAlign, logicalAlignNoJustify } from './align';
import { mapTypography } from './map-typography';
import { quote } from './map-context';
import { Settings } from './settings';
import { plainText } from './text';
import { oneOf, pick } from './values';
import type { WidgetMapper } from './widget-mapper';

/**
 * Elementor Pro's Nav Menu names a WordPress menu; arig's nav menu names a location. WordPress menus become
 * arig's navigation on import, so the widget shows the main menu (reported, to be checked).
 */
export const mapNavMenu: WidgetMapper = ({ s, ctx, where }) => {
  const menu = s.str('menu');
  if (menu) ctx.report.issue(`${where}: התפריט ${quote(menu)} הוחלף בתפריט הראשי (main); בדקו שזה התפריט הנכון`);
  const layout = s.str('layout');
  if (layout === 'dropdown') ctx.report.issue(`${where}: תפריט נפתח בלבד (dropdown) הוצג כתפריט אופקי`);
  return {
    type: 'nav-menu',
    props: {
      menu_location: 'main',
      layout: layout === 'vertical' ? 'vertical' : 'horizontal',
      align: logicalAlign(s.str('align_items')) ?? 'start',
      show_submenus: true,
      ...mapTypography(s, 'body', 'menu_typography', 'typo_menu'),
      ...mapTypography(s, 'body', 'dropdown_typography', 'typo_submenu'),
    },
  };
};

const levels = ['2', '3', '4', '5', '6'] as const;

export const mapTableOfContents: WidgetMapper = ({ s }) => {
  const tags = s.has('headings_by_tags') ? s.strings('headings_by_tags') : ['h2', 'h3', 'h4', 'h5', 'h6'];
  const found = tags
    .map((tag) => Number(tag.replace(/^h/, '')))
    .filter((n) => n >= 2 && n <= 6)
    .sort((a, b) => a - b);
  return {
    type: 'table-of-contents',
    props: {
      title: plainText(s.value('title'), 200),
      min_level: oneOf(String(found[0] ?? 2), levels, '2'),
      max_level: oneOf(String(found[found.length - 1] ?? 6), levels, '6'),
      list_style: s.str('marker_view') === 'bullets' ? 'bullets' : 'numbers',
      collapsible: s.yes('minimize_box', true),
      ...mapTypography(s, 'body', 'header_typography', 'typo_title'),
      ...mapTypography(s, 'body', 'list_typography', 'typo_list'),
    },
  };
};

export const mapSearchForm: WidgetMapper = ({ s }) => {
  const placeholder = plainText(s.value('placeholder'), 80);
  const buttonText = plainText(s.value('button_text'), 40);
  return {
    type: 'search-form',
    props: {
      show_label: false,
      ...(placeholder ? { placeholder } : {}),
      ...(buttonText ? { button_text: buttonText } : {}),
      button_icon_only: s.str('button_type') === 'icon',
      ...mapTypography(s, 'body', 'input_typography', 'typo'),
    },
  };
};

const shareAliases: Readonly<Record<string, NetworkId>> = { 'x-twitter': 'twitter' };
const skins: Readonly<Record<string, string>> = {
  gradient: 'brand',
  flat: 'brand',
  minimal: 'outline',
  framed: 'outline',
  boxed: 'outline',
};

export const mapShareButtons: WidgetMapper = ({ s, ctx, where }) => {
  const items = s.list('share_buttons').flatMap((row) => {
    const name = new Settings(row).str('button');
    const network = Object.hasOwn(shareAliases, name) ? shareAliases[name] : name;
    if ((networkIds as readonly string[]).includes(network ?? '')) return [{ network }];
    ctx.report.issue(`${where}: כפתור השיתוף ${quote(name)} אינו קיים באריג`);
    return [];
  });
  if (items.length === 0) return null;
  const skin = s.str('skin');
  return {
    type: 'share-buttons',
    props: {
      items: items.slice(0, networkIds.length),
      view: oneOf(s.str('view'), ['icon-text', 'icon', 'text'], 'icon-text'),
      skin: pick(skins, skin, 'brand'),
      shape: oneOf(s.str('shape'), ['rounded', 'square', 'circle'], 'rounded'),
      align: logicalAlignNoJustify(s.str('alignment')) ?? 'start',
      // Elementor's buttons are the networks only: no device share sheet, no copy button.
      native_share: false,
      copy_link: false,
      // On the buttons' titles, as Elementor's (which has no line height).
      ...mapTypography(s, 'body'),
    },
  };
};
