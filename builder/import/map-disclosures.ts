import { disclosureTitleTags } from '../parts/disclosure-tags';
import { logicalAlign } from './align';
import { iconName } from './icons';
import type { MapContext } from './map-context';
import { mapTypography } from './map-typography';
import { Settings } from './settings';
import { plainText } from './text';
import { oneOf } from './values';
import type { MapArgs, WidgetMapper } from './widget-mapper';

/** Elementor's accordion, toggle and tabs all keep their items in `tabs`: `{ tab_title, tab_content }`. */
function items(s: Settings, max: number, titleMax: number, ctx: MapContext, where: string) {
  const rows = s.list('tabs');
  if (rows.length > max) ctx.report.issue(`${where}: יובאו ${max} הפריטים הראשונים מתוך ${rows.length}`);
  return rows.slice(0, max).map((row, i) => {
    const item = new Settings(row);
    return {
      title: plainText(item.value('tab_title'), titleMax) || `פריט ${i + 1}`,
      content: ctx.rich(item.value('tab_content'), 20_000, where),
    };
  });
}

/** The look both disclosure widgets share: the title tag, the icon, and its side. */
function disclosureLook({ s, ctx, where }: MapArgs, defaultIcon: 'plus' | 'chevron') {
  const icon = iconName(s.value('selected_icon'));
  // FAQ structured data: arig's accordion writes none (Google shows FAQ results only for government and
  // health sites since 2023), so the setting is reported rather than kept.
  if (s.yes('faq_schema'))
    ctx.report.issue(`${where}: הנתונים המובנים לשאלות נפוצות (faq_schema) לא יובאו: לאריג אין אותם`);
  s.touch('selected_active_icon');
  return {
    title_tag: oneOf(s.str('title_html_tag'), disclosureTitleTags, 'div'),
    icon: icon === '' ? defaultIcon : /plus|minus/.test(icon) ? 'plus' : 'chevron',
    // Elementor stores the icon's physical side; on a right-to-left page its default ("right") is the start.
    icon_position: s.str('icon_align') === 'left' ? 'end' : 'start',
    ...mapTypography(s, 'body', 'title_typography', 'typo_title'),
    ...mapTypography(s, 'body', 'content_typography', 'typo_content'),
  };
}

export const mapAccordion: WidgetMapper = (args) => ({
  type: 'accordion',
  props: {
    items: items(args.s, 50, 300, args.ctx, args.where),
    // Elementor's accordion opens its first item on load.
    first_open: true,
    ...disclosureLook(args, 'plus'),
  },
});

export const mapToggle: WidgetMapper = (args) => ({
  type: 'toggle',
  props: {
    items: items(args.s, 50, 300, args.ctx, args.where).map((item) => ({ ...item, open: false })),
    ...disclosureLook(args, 'chevron'),
  },
});

export const mapTabs: WidgetMapper = ({ s, ctx, where }) => {
  const list = items(s, 20, 120, ctx, where);
  if (list.length === 0) return null;
  return {
    type: 'tabs',
    props: {
      items: list,
      default_tab: 1,
      orientation: s.str('type') === 'vertical' ? 'vertical' : 'horizontal',
      align: logicalAlign(s.str('tabs_align_horizontal')) ?? 'start',
      ...mapTypography(s, 'body', 'tab_typography', 'typo_title'),
      ...mapTypography(s, 'body', 'content_typography', 'typo_content'),
    },
  };
};
