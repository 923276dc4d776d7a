import { parseActionHash } from '../../engines/url-actions';
import { isRecord } from './elementor-types';
import { toNumber } from './settings';

/** A popup a link opens or closes, as Elementor writes it. */
export interface PopupLink {
  /** The popup's WordPress id; null when the link names none (close the open one). */
  wpId: number | null;
  action: 'open' | 'close' | 'toggle';
}

const popupId = (value: unknown): number | null => {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** `#elementor-action:action=popup:open&settings=<base64 {"id":"92"}>` (also percent-encoded). */
export function popupFromHref(href: string): PopupLink | null {
  const action = parseActionHash(href);
  if (!action || !action.name.startsWith('popup:')) return null;
  const id = popupId(action.settings.id);
  if (action.name === 'popup:close') return { wpId: id, action: 'close' };
  if (action.name !== 'popup:open') return null;
  return { wpId: id, action: action.settings.toggle === true ? 'toggle' : 'open' };
}

/** `[elementor-tag id="…" name="popup" settings="%7B%22popup%22%3A%2292%22%7D"]` (a dynamic link). */
export function popupFromDynamicTag(tag: string): PopupLink | null {
  if (dynamicTagName(tag) !== 'popup') return null;
  const settings = dynamicTagSettings(tag);
  const action = settings?.action;
  return {
    wpId: popupId(settings?.popup),
    action: action === 'close' ? 'close' : action === 'toggle' ? 'toggle' : 'open',
  };
}

export function dynamicTagName(tag: string): string {
  return /\bname="([^"]{1,60})"/.exec(tag)?.[1] ?? '';
}

function dynamicTagSettings(tag: string): Record<string, unknown> | null {
  const raw = /\bsettings="([^"]{0,4000})"/.exec(tag)?.[1];
  if (raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
