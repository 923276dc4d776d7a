import type { PopupDefinition, PopupEngineSettings } from './machine';

/** The settings the browser runtime reads besides the engine's own. */
export interface PopupDisplaySettings {
  open_selector: string;
  prevent_scroll: boolean;
  a11y_navigation: boolean;
  exit_animation: string;
}

export interface PopupConfigEntry extends PopupDefinition {
  settings: PopupEngineSettings & PopupDisplaySettings;
}

/** The JSON the server writes into a page with popups (`<script type="application/json" data-popup-config>`). */
export interface PopupConfig {
  siteUtcOffsetMinutes: number;
  popups: PopupConfigEntry[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The page's popup data read defensively (it is the server's, but a cached or edited page must never
 * break the page): entries without an id, title or settings object are dropped.
 */
export function readPopupConfig(text: string | null | undefined): PopupConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    // Read as no popups below.
  }
  if (!isObject(raw) || !Array.isArray(raw.popups)) return { siteUtcOffsetMinutes: 0, popups: [] };
  const offset = raw.siteUtcOffsetMinutes;
  return {
    siteUtcOffsetMinutes: typeof offset === 'number' && Number.isFinite(offset) ? offset : 0,
    popups: raw.popups.filter(
      (p): p is PopupConfigEntry =>
        isObject(p) &&
        typeof p.id === 'string' &&
        /^\d+$/.test(p.id) &&
        typeof p.title === 'string' &&
        isObject(p.settings),
    ),
  };
}
