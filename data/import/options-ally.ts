import { widgetTools } from '../../cms/globals/accessibility-widget';
import type { AccessibilityWidget } from '../../cms/payload-types';
import { routes } from '../../config/routes';
import { isWebOrSitePath } from './options-links';
import { clampNumber, definedOnly, short } from './options-values';
import type { AllyIconSettings, AllyMenuSettings, WordPressOptions } from './wordpress-options-schema';

export type A11yWidgetData = Omit<AccessibilityWidget, 'id' | 'updatedAt' | 'createdAt'>;
type Placement = NonNullable<A11yWidgetData['desktop']>;
type AllyPlacement = NonNullable<NonNullable<AllyIconSettings['position']>['desktop']>;

const positions = new Set(['top-left', 'top-right', 'center-left', 'center-right', 'bottom-left', 'bottom-right']);
const isPosition = (value: string): value is NonNullable<Placement['position']> => positions.has(value);
const sizes = new Set(['small', 'medium', 'large']);
const isSize = (value: string): value is 'small' | 'medium' | 'large' => sizes.has(value);

/** Ally names its tools in kebab case; arig's are the same tools in camel case (one renamed). */
const toolNames = new Set(widgetTools.map((t) => t.name));
const renamed: Record<string, string> = { 'remove-elementor-label': 'removeLabel' };
const toolOf = (allyName: string): string | null => {
  const name = renamed[allyName] ?? allyName.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return toolNames.has(name) ? name : null;
};

/** A length in pixels: rem and em at the browser's 16 px; other units (%) have no pixel value. */
function pixels(value: number | undefined, unit: string | undefined, label: string, notes: string[]) {
  if (value === undefined) return undefined;
  const u = (unit ?? 'px').toLowerCase();
  if (u === 'px') return value;
  if (u === 'rem' || u === 'em') return value * 16;
  notes.push(`${label} ביחידה ${short(unit ?? '')} לא יובא (arig מודד בפיקסלים)`);
  return undefined;
}

function placement(p: AllyPlacement | undefined, device: string, notes: string[]): Placement | undefined {
  if (!p) return undefined;
  const out: Placement = { hidden: p.hidden, enableExactPosition: p.enableExactPosition };
  if (p.position && isPosition(p.position)) out.position = p.position;
  else if (p.position) notes.push(`המיקום "${short(p.position)}" ב${device} אינו קיים ב־arig: נשאר המיקום של arig`);
  const { horizontal, vertical } = p.exactPosition ?? {};
  const x = pixels(horizontal?.value, horizontal?.unit, `המרחק האופקי ב${device}`, notes);
  const y = pixels(vertical?.value, vertical?.unit, `המרחק האנכי ב${device}`, notes);
  const exact = definedOnly({
    xSide: horizontal?.direction,
    x: x === undefined ? undefined : clampNumber(x, 0, 400, `המרחק האופקי ב${device}`, notes),
    ySide: vertical?.direction,
    y: y === undefined ? undefined : clampNumber(y, 0, 400, `המרחק האנכי ב${device}`, notes),
  });
  if (Object.keys(exact).length > 0) out.exact = exact;
  return definedOnly(out);
}

function icon(settings: AllyIconSettings, notes: string[]): A11yWidgetData['icon'] {
  const style = settings.style;
  if (!style) return undefined;
  if (style.icon && style.icon !== 'person')
    notes.push(`הסמל "${short(style.icon)}" אינו קיים ב־arig: הכפתור מציג דמות`);
  const size = style.size && isSize(style.size) ? style.size : undefined;
  if (style.size && !size) notes.push(`גודל הכפתור "${short(style.size)}" אינו קיים ב־arig`);
  const hex = style.color?.trim().replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
  const color = hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : undefined;
  if (style.color && !color) notes.push(`צבע הכפתור "${short(style.color)}" אינו צבע ‎#RRGGBB: לא יובא`);
  const radius = pixels(style.cornerRadius?.radius, style.cornerRadius?.unit, 'עיגול הפינות', notes);
  const cornerRadius = radius === undefined ? undefined : clampNumber(radius, 0, 64, 'עיגול הפינות', notes);
  const out = definedOnly({ size, color, cornerRadius });
  return Object.keys(out).length > 0 ? out : undefined;
}

function webAddress(href: string, link: (href: string) => string, label: string, notes: string[]) {
  const url = link(href);
  if (isWebOrSitePath(url)) return url;
  notes.push(`${label} "${short(href)}" אינה כתובת אינטרנט או נתיב באתר: לא יובאה`);
  return undefined;
}

function tools(menu: AllyMenuSettings, link: (href: string) => string, notes: string[]) {
  const out: Record<string, boolean> = {};
  let sitemapUrl: string | undefined;
  for (const [allyName, tool] of Object.entries(menu)) {
    const name = toolOf(allyName);
    if (name === null) {
      if (tool.enabled) notes.push(`הכלי "${short(allyName)}" של Ally אינו קיים בוידג׳ט של arig`);
      continue;
    }
    if (tool.enabled !== undefined) out[name] = tool.enabled;
    if (name === 'sitemap' && tool.url?.trim()) sitemapUrl = webAddress(tool.url, link, 'כתובת מפת האתר', notes);
  }
  return { tools: Object.keys(out).length > 0 ? out : undefined, sitemapUrl };
}

/** Where the widget's "accessibility statement" link goes: Ally's, unless that is arig's own statement. */
function statementUrl(options: WordPressOptions, link: (href: string) => string, notes: string[]) {
  const data = options.ea11y_accessibility_statement_data;
  if (!data) return undefined;
  if (data.hideLink) notes.push('Ally הסתיר את הקישור להצהרת הנגישות; ב־arig הקישור מוצג תמיד (הצהרת נגישות היא חובה)');
  if (data.pageId)
    notes.push(
      `הצהרת הנגישות ש־Ally יצר (עמוד ${data.pageId}) מיובאת כעמוד רגיל; הצהרת הנגישות של arig נערכת בסטודיו ← הצהרת נגישות`,
    );
  const url = data.link?.trim() ? webAddress(data.link, link, 'כתובת הצהרת הנגישות', notes) : undefined;
  return url && url !== routes.accessibilityStatement ? url : undefined;
}

function skipLink(options: WordPressOptions, notes: string[]): void {
  const skip = options.ea11y_skip_to_content_settings;
  if (skip?.enabled === false) notes.push('הקישור "דילוג לתוכן" היה כבוי ב־Ally; ב־arig הוא קיים תמיד (דרישת נגישות)');
  if (skip?.anchor && skip.anchor !== '#content')
    notes.push(`הקישור "דילוג לתוכן" הוביל ל־${short(skip.anchor)}; ב־arig הוא מוביל לתוכן העמוד הראשי`);
}

/**
 * Ally's options (`ea11y_*`) → arig's accessibility widget (cms/globals/accessibility-widget.ts), or null
 * when the file has none. What arig has no counterpart for is named in the notes.
 */
export function a11yFromAlly(
  options: WordPressOptions,
  link: (href: string) => string,
): { data: Partial<A11yWidgetData>; notes: string[] } | null {
  const iconSettings = options.ea11y_widget_icon_settings;
  const menu = options.ea11y_widget_menu_settings;
  const any =
    iconSettings ??
    menu ??
    options.ea11y_accessibility_statement_data ??
    options.ea11y_skip_to_content_settings ??
    options.ea11y_analytics_enabled;
  if (any === undefined) return null;
  const notes: string[] = [];
  const fromMenu = menu ? tools(menu, link, notes) : { tools: undefined, sitemapUrl: undefined };
  skipLink(options, notes);
  const data = definedOnly<A11yWidgetData>({
    icon: iconSettings ? icon(iconSettings, notes) : undefined,
    desktop: placement(iconSettings?.position?.desktop, 'מחשב', notes),
    mobile: placement(iconSettings?.position?.mobile, 'נייד', notes),
    tools: fromMenu.tools,
    sitemapUrl: fromMenu.sitemapUrl,
    statementUrl: statementUrl(options, link, notes),
    analytics: options.ea11y_analytics_enabled === undefined ? undefined : { enabled: options.ea11y_analytics_enabled },
  });
  return { data, notes };
}
