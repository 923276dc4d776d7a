import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

/** A side panel opened by its own button or by the `off_canvas:open|close|toggle` URL actions. */
const props = {
  items: p.slot('תוכן החלונית'),
  label: p.text('כותרת החלונית', { max: 120, min: 1, default: 'תפריט' }),
  side: p.select(
    'צד המסך',
    [
      ['start', 'התחלה (ימין)'],
      ['end', 'סוף (שמאל)'],
    ],
    'start',
  ),
  width: p.number('רוחב (פיקסלים)', { min: 240, max: 640, default: 360 }),
  show_button: p.bool('כפתור פתיחה בעמוד', true),
  button_text: p.text('טקסט הכפתור', { max: 60, min: 1, default: 'תפריט' }),
  close_on_background: p.bool('סגירה בלחיצה על הרקע', true),
};

export const offCanvas = defineWidget({ type: 'off-canvas', label: 'חלונית צד', category: 'navigation', props });
export type OffCanvasProps = WidgetProps<typeof props>;
