import { z } from 'zod';
import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p, type PropDef } from '../../builder/props';
import { currentNetworkIds, networkIds, networks, type NetworkId } from '../../engines/share/networks';

/** Every network is valid (imported layouts keep retired ones); the editor offers the current ones. */
const network: PropDef<NetworkId> = {
  schema: z.enum(networkIds as [NetworkId, ...NetworkId[]], { error: 'רשת לא מוכרת' }),
  default: 'facebook',
  field: {
    type: 'select',
    label: 'רשת',
    options: currentNetworkIds.map((id) => ({ value: id, label: networks[id].label })),
  },
};

const items = p.array(
  'כפתורים',
  { network },
  {
    max: networkIds.length,
    default: [{ network: 'whatsapp' }, { network: 'facebook' }, { network: 'linkedin' }, { network: 'email' }],
  },
);
// The row's name in the editor is the network's Hebrew name, not its id.
if (items.field.type === 'array') {
  items.field.getItemSummary = (row: Record<string, unknown>) =>
    networks[row.network as NetworkId]?.label ?? String(row.network ?? '');
}

const props = {
  items,
  label: p.text('כותרת הרשימה (לקוראי מסך)', { max: 80, min: 1, default: 'שיתוף הדף' }),
  view: p.select(
    'תצוגה',
    [
      ['icon-text', 'סמל וטקסט'],
      ['icon', 'סמל בלבד'],
      ['text', 'טקסט בלבד'],
    ],
    'icon-text',
  ),
  skin: p.select(
    'סגנון',
    [
      ['brand', 'צבעי הרשתות'],
      ['outline', 'מתאר'],
    ],
    'brand',
  ),
  shape: p.select(
    'צורה',
    [
      ['rounded', 'פינות מעוגלות'],
      ['square', 'ריבוע'],
      ['circle', 'עיגול'],
    ],
    'rounded',
  ),
  align: p.select('יישור', alignmentsNoJustify, 'start'),
  share_url: p.url('כתובת לשיתוף (ריק: הדף הנוכחי)'),
  native_share: p.bool('כפתור "שיתוף…" של המכשיר (או העתקה, כשאין)', true),
  copy_link: p.bool('כפתור "העתקת קישור"', true),
  ...typographyProps,
};

export const shareButtons = defineWidget({
  type: 'share-buttons',
  label: 'כפתורי שיתוף',
  category: 'contact',
  props,
});
export type ShareButtonsProps = WidgetProps<typeof props>;
