import { WP_PLACEHOLDER_SETTINGS_MAX } from '../../widgets/wp-placeholder/schema';
import type { LayoutNode } from '../props';
import type { MapContext } from './map-context';
import { cut, plainText } from './text';

/** JSON, with the characters plain text refuses (DEL, bidi controls) escaped: JSON.parse gives them back. */
function serialise(value: unknown): string | null {
  try {
    const json = JSON.stringify(value) ?? 'null';
    return json.replace(
      /[\u007f\u202a-\u202e\u2066-\u2069]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  } catch {
    // Cyclic or absurdly deep settings cannot be written out; the placeholder says they were cut.
    return null;
  }
}

/**
 * A `wp-placeholder` for an element arig has no counterpart for: its type and its original settings as
 * JSON (cut, and marked so, past 20,000 characters or the page's budget). Null once the page is full.
 */
export function placeholderNode(
  ctx: MapContext,
  widgetType: string,
  elementorId: string,
  rawSettings: unknown,
  where: string,
  /** False when it takes the place of a node already counted against the page's node limit. */
  counts = true,
): LayoutNode | null {
  if (counts && !ctx.takeNode()) return null;
  ctx.report.placeholder(widgetType);
  const json = serialise(rawSettings) ?? '';
  const room = ctx.placeholderRoom(Math.min(json.length, WP_PLACEHOLDER_SETTINGS_MAX));
  const truncated = room < json.length || json === '';
  if (truncated) ctx.report.issue(`${where}: ההגדרות המקוריות ארוכות מדי לשמירה במלואן ונשמרו בקיצור`);
  return {
    type: 'wp-placeholder',
    props: {
      id: ctx.nodeId('wp-placeholder', elementorId),
      widget_type: plainText(widgetType, 100),
      settings: cut(json, room),
      truncated,
    },
  };
}
