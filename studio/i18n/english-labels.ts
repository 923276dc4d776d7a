/**
 * Labels that Payload's, Lexical's and dnd-kit's components write in English whatever the admin language
 * (they take no translation): `aria-label`s, and the drag-and-drop instructions read to screen readers.
 * Pure data and a pure lookup, unit-tested; `HebrewLabels` applies them in the browser.
 */
const exact: Record<string, string> = {
  'Drag to move': 'גרירה להזזה',
  'Add block': 'הוספת בלוק',
  'Edit link': 'עריכת הקישור',
  'Remove link': 'הסרת הקישור',
  'Insert Paragraph': 'הוספת פסקה',
  'Close toast': 'סגירת ההודעה',
  Close: 'סגירה',
};

const patterns: [RegExp, (...groups: string[]) => string][] = [
  [/^Notifications (.+)$/, (keys) => `התראות ${keys}`],
  [/^Edit (.+)$/, (what) => `עריכת ${what}`],
];

export const dragInstructions =
  'כדי להרים פריט, הקישו על מקש הרווח או Enter. בזמן הגרירה הזיזו אותו בחצים, והקישו שוב על רווח או Enter כדי להניח אותו, או על Escape כדי לבטל.';

/** The Hebrew for an English label, or null when the label is not one of those known here. */
export function hebrewLabel(label: string): string | null {
  if (Object.hasOwn(exact, label)) return exact[label]!;
  for (const [pattern, make] of patterns) {
    const match = pattern.exec(label);
    if (match) return make(...match.slice(1));
  }
  return null;
}

/** Announcements dnd-kit makes while a row is dragged ("Picked up draggable item 3."…), in Hebrew. */
export function hebrewAnnouncement(text: string): string | null {
  let m = /^Picked up draggable item (.+?)\.$/.exec(text);
  if (m) return `הפריט ${m[1]} הורם.`;
  m = /^Draggable item (.+?) was moved over droppable area (.+?)\.$/.exec(text);
  if (m) return `הפריט ${m[1]} מעל המקום ${m[2]}.`;
  m = /^Draggable item (.+?) was dropped over droppable area (.+?)$/.exec(text);
  if (m) return `הפריט ${m[1]} הונח במקום ${m[2]}.`;
  m = /^Draggable item (.+?) is no longer over a droppable area\.$/.exec(text);
  if (m) return `הפריט ${m[1]} אינו מעל מקום להנחה.`;
  m = /^Dragging was cancelled\. Draggable item (.+?) was dropped\.$/.exec(text);
  if (m) return `הגרירה בוטלה. הפריט ${m[1]} חזר למקומו.`;
  return null;
}
