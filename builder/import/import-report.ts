import type { ElementorReport } from './elementor-types';
import { MAX_ISSUES } from './limits';

const maxKeysListed = 15;

/**
 * Collects the report while mapping: counts by widget type, and issues folded so that the same thing met
 * many times is one line with a count (a page of 40 headings is not 40 lines about their colours).
 */
export class ImportReport {
  private readonly widgets = new Map<string, number>();
  private readonly placeholders = new Map<string, number>();
  private readonly issues = new Map<string, number>();
  /** Element kind (widget type or element type) → setting key → times it was not imported. */
  private readonly dropped = new Map<string, Map<string, number>>();
  private readonly globals = new Map<string, number>();

  widget(type: string): void {
    bump(this.widgets, type);
  }

  placeholder(type: string): void {
    bump(this.placeholders, type);
  }

  issue(message: string): void {
    bump(this.issues, message);
  }

  /** Settings an element carried that arig has no place for. */
  droppedSettings(kind: string, keys: readonly string[]): void {
    if (keys.length === 0) return;
    let byKey = this.dropped.get(kind);
    if (!byKey) this.dropped.set(kind, (byKey = new Map()));
    for (const key of keys) bump(byKey, key);
  }

  /** A `__globals__` reference to the kit's colours or typography (e.g. `globals/colors?id=primary`). */
  globalReference(ref: string): void {
    bump(this.globals, ref);
  }

  finish(): ElementorReport {
    const lines = [...this.issues].map(([message, n]) => (n > 1 ? `${message} (${n} פעמים)` : message));
    if (this.globals.size > 0) {
      const refs = [...this.globals].map(([ref, n]) => `${ref} ×${n}`).join(', ');
      lines.push(
        `הפניות לצבעים ולגופנים הגלובליים של ערכת אלמנטור (__globals__) לא יובאו: באריג צבע גלובלי נבחר כרקע של מכל או של אזור וכצבע הראשי של כותרת, ושאר הטקסט, הקישורים והכפתורים לוקחים את צבעי האתר מהגדרות האתר: ${refs}`,
      );
    }
    for (const [kind, byKey] of this.dropped) {
      const keys = [...byKey].map(([key, n]) => (n > 1 ? `${key} ×${n}` : key));
      const more = keys.length > maxKeysListed ? ` ועוד ${keys.length - maxKeysListed}` : '';
      lines.push(`${kind}: הגדרות שאין להן מקבילה באריג ולא יובאו: ${keys.slice(0, maxKeysListed).join(', ')}${more}`);
    }
    const issues =
      lines.length > MAX_ISSUES
        ? [...lines.slice(0, MAX_ISSUES - 1), `ועוד ${lines.length - MAX_ISSUES + 1} הערות`]
        : lines;
    return { widgets: Object.fromEntries(this.widgets), placeholders: Object.fromEntries(this.placeholders), issues };
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
