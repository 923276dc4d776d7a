import type { Role } from '../../cms/access/roles';
import { popupBrowsers, popupDevices, popupSources } from '../../engines/popup/conditions';
import { checkUrlPattern, maxUrlPatternLength } from '../../engines/popup/url-pattern';
import { isOn, readList, readText, type PopupSettingsData, type Raw } from './popup-values';

/** The timing conditions about who the visitor is: where they came from, signed in, device, browser. */
export const audienceKeys = [
  'url',
  'url_url',
  'url_action',
  'sources',
  'sources_sources',
  'logged_in',
  'logged_in_users',
  'logged_in_roles',
  'devices',
  'devices_devices',
  'browsers',
  'browsers_browsers',
  'browsers_options',
  'browsers_browsers_options',
] as const;

/** WordPress roles → arig's. Imported authors become editors (import-authors.ts), so their roles follow. */
const roleMap: Record<string, Role> = {
  administrator: 'admin',
  editor: 'editor',
  author: 'editor',
  contributor: 'editor',
  shop_manager: 'shop_manager',
  customer: 'customer',
};

const pick = <T extends string>(values: string[], allowed: readonly T[]) => {
  const kept = [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];
  return { kept, dropped: values.filter((v) => !(allowed as readonly string[]).includes(v)) };
};

/** Why arig cannot take a URL condition, or null when it can. */
function urlRefusal(pattern: string, action: 'show' | 'hide' | 'regex'): string | null {
  if (pattern === '') return 'בלי כתובת';
  if (pattern.length > maxUrlPatternLength) return `ארוך מ-${maxUrlPatternLength} תווים`;
  if (action !== 'regex') return null;
  const check = checkUrlPattern(pattern);
  return check.ok ? null : check.reason;
}

function mapUrl(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.url = isOn(raw.url);
  if (!out.url) return;
  const pattern = readText(raw.url_url);
  const action = readText(raw.url_action);
  const urlAction = action === 'hide' || action === 'regex' ? action : 'show';
  const refusal = urlRefusal(pattern, urlAction);
  if (refusal !== null) {
    out.url = false;
    notes.push(`תנאי כתובת המפנה "${pattern.slice(0, 80)}" לא יובא (${refusal}); יש להגדירו מחדש בסטודיו`);
    return;
  }
  out.url_url = pattern;
  out.url_action = urlAction;
}

function mapSources(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.sources = isOn(raw.sources);
  if (!out.sources) return;
  const { kept, dropped } = pick(readList(raw.sources_sources), popupSources);
  if (dropped.length > 0) notes.push(`מקורות הגעה שאין באריג לא יובאו: ${dropped.join(', ')}`);
  if (kept.length > 0) out.sources_sources = kept;
  else {
    out.sources = false;
    notes.push('תנאי מקור ההגעה הופעל בלי מקורות שאריג מכיר, ולכן לא יובא');
  }
}

function mapLoggedIn(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.logged_in = isOn(raw.logged_in);
  if (!out.logged_in) return;
  out.logged_in_users = readText(raw.logged_in_users) === 'custom' ? 'custom' : 'all';
  if (out.logged_in_users === 'all') return;
  const wordpress = readList(raw.logged_in_roles);
  const roles = [...new Set(wordpress.map((r) => roleMap[r]).filter((r): r is Role => r !== undefined))];
  const dropped = wordpress.filter((r) => roleMap[r] === undefined);
  if (dropped.length > 0) notes.push(`תפקידי וורדפרס שאין באריג לא יובאו להסתרה: ${dropped.join(', ')}`);
  if (wordpress.some((r) => r === 'author' || r === 'contributor'))
    notes.push('כותבים ותורמים מוורדפרס הם עורכים באריג: החלון מוסתר מכל העורכים');
  if (roles.length > 0) out.logged_in_roles = roles;
  else {
    out.logged_in = false;
    notes.push('ההסתרה ממשתמשים מחוברים לא יובאה: אף אחד מהתפקידים שנבחרו אינו קיים באריג');
  }
}

function mapDevices(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.devices = isOn(raw.devices);
  if (!out.devices) return;
  const { kept } = pick(readList(raw.devices_devices), popupDevices);
  if (kept.length > 0) out.devices_devices = kept;
  else {
    out.devices = false;
    notes.push('תנאי המכשירים הופעל בלי מכשירים, ולכן לא יובא');
  }
}

function mapBrowsers(raw: Raw, out: PopupSettingsData, notes: string[]): void {
  out.browsers = isOn(raw.browsers);
  if (!out.browsers) return;
  out.browsers_browsers = readText(raw.browsers_browsers) === 'custom' ? 'custom' : 'all';
  if (out.browsers_browsers === 'all') return;
  const { kept, dropped } = pick(readList(raw.browsers_options ?? raw.browsers_browsers_options), popupBrowsers);
  if (dropped.length > 0) notes.push(`דפדפנים שאריג אינו מבחין בהם לא יובאו: ${dropped.join(', ')}`);
  if (kept.length > 0) out.browsers_options = kept;
  else {
    out.browsers = false;
    notes.push('תנאי הדפדפנים נשאר בלי דפדפנים שאריג מכיר, ולכן לא יובא: החלון יוצג בכל הדפדפנים');
  }
}

/** url, sources, logged_in, devices and browsers, each switched off (with a note) when arig cannot hold it. */
export function mapAudience(raw: Raw, notes: string[]): PopupSettingsData {
  const out: PopupSettingsData = {};
  mapUrl(raw, out, notes);
  mapSources(raw, out, notes);
  mapLoggedIn(raw, out, notes);
  mapDevices(raw, out, notes);
  mapBrowsers(raw, out, notes);
  return out;
}
