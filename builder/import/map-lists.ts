import type { IconChoice } from '../icon-names';
import { logicalAlignNoJustify } from './align';
import { arigIcon, iconName } from './icons';
import { quote } from './map-context';
import { mapTypography } from './map-typography';
import { Settings } from './settings';
import { plainText } from './text';
import type { WidgetMapper } from './widget-mapper';

const maxItems = 50;

export const mapIconList: WidgetMapper = ({ s, ctx, where }) => {
  const rows = s.list('icon_list');
  if (rows.length > maxItems) ctx.report.issue(`${where}: יובאו ${maxItems} הפריטים הראשונים מתוך ${rows.length}`);
  const items = rows.slice(0, maxItems).flatMap((row) => {
    const item = new Settings(row);
    const text = plainText(item.value('text'), 300);
    if (!text) return [];
    const icon = arigIcon(item.value('selected_icon') ?? item.value('icon'));
    if (icon === null)
      ctx.report.issue(
        `${where}: הסמל ${quote(iconName(row.selected_icon ?? row.icon))} אינו קיים באריג; הוצגה נקודה במקומו`,
      );
    return [{ text, icon: icon ?? 'dot', link: ctx.link(item, 'link', where).href }];
  });
  return {
    type: 'icon-list',
    props: {
      items,
      layout: s.str('view') === 'inline' ? 'inline' : 'vertical',
      align: logicalAlignNoJustify(s.str('icon_align')) ?? 'start',
      divider: s.yes('divider'),
      ...mapTypography(s, 'body', 'icon_typography', 'typo'),
    },
  };
};

/** Networks by their Font Awesome icon, in Hebrew (the link's visible text). */
const networks: Readonly<Record<string, { label: string; icon: IconChoice }>> = {
  facebook: { label: 'פייסבוק', icon: 'none' },
  instagram: { label: 'אינסטגרם', icon: 'none' },
  linkedin: { label: 'לינקדאין', icon: 'none' },
  whatsapp: { label: 'וואטסאפ', icon: 'whatsapp' },
  youtube: { label: 'יוטיוב', icon: 'none' },
  twitter: { label: 'X (טוויטר)', icon: 'none' },
  'x-twitter': { label: 'X (טוויטר)', icon: 'none' },
  tiktok: { label: 'טיקטוק', icon: 'none' },
  telegram: { label: 'טלגרם', icon: 'none' },
  pinterest: { label: 'פינטרסט', icon: 'none' },
  threads: { label: 'Threads', icon: 'none' },
  envelope: { label: 'דואר אלקטרוני', icon: 'mail' },
  phone: { label: 'טלפון', icon: 'phone' },
};

/**
 * Elementor's social icons link to the business's own profiles. arig draws no brand icons and its share
 * buttons share the page (another job), so the profiles become a row of links named in Hebrew.
 */
export const mapSocialIcons: WidgetMapper = ({ s, ctx, where }) => {
  const items = s
    .list('social_icon_list')
    .slice(0, maxItems)
    .flatMap((row) => {
      const item = new Settings(row);
      const name = iconName(item.value('social_icon') ?? item.value('social'))
        .replace(/^fa-/, '')
        .replace(/-(f|square|square-alt|in)$/, '');
      const network = Object.hasOwn(networks, name) ? networks[name] : undefined;
      const href = ctx.link(item, 'link', where).href;
      if (!href) return [];
      return [{ text: network?.label ?? (plainText(name, 60) || 'קישור'), icon: network?.icon ?? 'none', link: href }];
    });
  if (items.length === 0) return null;
  ctx.report.issue(`${where}: סמלי הרשתות החברתיות יובאו כשורת קישורים עם שמות הרשתות (לאריג אין סמלי מותגים)`);
  return {
    type: 'icon-list',
    props: { items, layout: 'inline', align: logicalAlignNoJustify(s.str('align')) ?? 'start' },
  };
};
