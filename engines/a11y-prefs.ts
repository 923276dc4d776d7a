/**
 * Visitor accessibility preferences (spec §3 "Accessibility widget configuration"): pure state, stored
 * with an injected storage, turned into classes on <html> that the site's CSS answers.
 */
export const toggleTools = [
  'bigger-line-height',
  'text-align',
  'readable-font',
  'grayscale',
  'reading-mask',
  'hide-images',
  'pause-animations',
  'highlight-links',
  'focus-outline',
] as const;

/** Tools with levels: each press moves to the next level, then back to off. */
export const levelTools = { 'bigger-text': 3, contrast: 3 } as const;

export type ToggleTool = (typeof toggleTools)[number];
export type LevelTool = keyof typeof levelTools;
export type Tool = ToggleTool | LevelTool | 'page-structure';

export type Prefs = Partial<Record<ToggleTool, true>> & Partial<Record<LevelTool, number>>;

export const contrastModes = ['', 'high', 'dark', 'light'] as const;
export const storageKey = 'arig-a11y';

export function isLevelTool(tool: string): tool is LevelTool {
  return Object.hasOwn(levelTools, tool);
}

export function isToggleTool(tool: string): tool is ToggleTool {
  return (toggleTools as readonly string[]).includes(tool);
}

export function press(prefs: Prefs, tool: ToggleTool | LevelTool): Prefs {
  const next: Prefs = { ...prefs };
  if (isLevelTool(tool)) {
    const level = ((prefs[tool] ?? 0) + 1) % (levelTools[tool] + 1);
    if (level === 0) delete next[tool];
    else next[tool] = level;
  } else if (prefs[tool]) delete next[tool];
  else next[tool] = true;
  return next;
}

/** Stored JSON from an untrusted place: keep only known tools with valid values. */
export function parsePrefs(raw: string | null): Prefs {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const out: Prefs = {};
  for (const [key, value] of Object.entries(data)) {
    if (isToggleTool(key) && value === true) out[key] = true;
    if (isLevelTool(key) && Number.isInteger(value) && (value as number) >= 1 && (value as number) <= levelTools[key]) {
      out[key] = value as number;
    }
  }
  return out;
}

/** The classes on <html> that apply these preferences. */
export function classesFor(prefs: Prefs): string[] {
  const classes: string[] = [];
  for (const tool of toggleTools) if (prefs[tool]) classes.push(`a11y-${tool}`);
  if (prefs['bigger-text']) classes.push(`a11y-bigger-text-${prefs['bigger-text']}`);
  if (prefs.contrast) classes.push(`a11y-contrast-${contrastModes[prefs.contrast]}`);
  return classes;
}

export interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadPrefs(storage: Storage): Prefs {
  try {
    return parsePrefs(storage.getItem(storageKey));
  } catch {
    return {};
  }
}

export function savePrefs(storage: Storage, prefs: Prefs): void {
  try {
    if (Object.keys(prefs).length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(prefs));
  } catch {
    // Storage may be full or blocked; the preference still applies to this page.
  }
}
