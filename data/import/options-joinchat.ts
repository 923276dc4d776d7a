import { adsTarget, buttonColour, identifier } from '../../cms/globals/chat-widget';
import type { ChatWidget } from '../../cms/payload-types';
import { cleanPhone, isValidChatPhone } from '../../engines/chat/whatsapp';
import { joinchatHtml, joinchatText, unsupportedVariables } from './options-chat-text';
import { clampNumber, definedOnly, fitText, isSet, short } from './options-values';
import type { JoinchatOptions } from './wordpress-options-schema';

export type ChatWidgetData = Omit<ChatWidget, 'id' | 'updatedAt' | 'createdAt'>;

export interface JoinchatImport {
  widget: ChatWidgetData;
  /** The site's one WhatsApp number (site settings), which arig's button uses. */
  whatsapp: string | null;
  notes: string[];
}

/** Joinchat settings this mapping reads or knowingly leaves (`clear` only deletes Joinchat's data on uninstall). */
const known = new Set([
  'telephone',
  'mobile_only',
  'button_image',
  'button_tip',
  'button_delay',
  'whatsapp_web',
  'qr',
  'qr_text',
  'message_text',
  'message_views',
  'message_delay',
  'message_badge',
  'message_send',
  'message_start',
  'position',
  'visibility',
  'color',
  'dark_mode',
  'header',
  'optin_text',
  'optin_check',
  'gads',
  'ga_event',
  'data_layer',
  'custom_css',
  'clear',
]);

/**
 * Joinchat's default CSS is rules holding only comments: anything else (a declaration, an @import) is the
 * owner's own CSS. One pass over the text, however long it is.
 */
function hasOwnCss(css: string): boolean {
  let depth = 0;
  let content = false;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) return false;
      i = end + 1;
    } else if (ch === '{') {
      depth += 1;
      content = false;
    } else if (ch === '}') {
      if (content) return true;
      depth = Math.max(0, depth - 1);
    } else if (ch === ';' && depth === 0) return true;
    else if (depth > 0 && ch !== undefined && !/\s/.test(ch)) content = true;
  }
  return false;
}

function phone(value: string | undefined, notes: string[]): string | null {
  if (value === undefined) return null;
  if (!value.trim()) {
    notes.push('אין מספר וואטסאפ בהגדרות Joinchat: הכפתור יופיע רק אחרי שיוזן מספר בהגדרות האתר ← מספר וואטסאפ');
    return null;
  }
  const digits = cleanPhone(value);
  if (isValidChatPhone(`+${digits}`)) return `+${digits}`;
  notes.push(`מספר הוואטסאפ "${short(value)}" אינו מספר בינלאומי תקין: לא יובא`);
  return null;
}

function visibility(rules: Record<string, boolean> | undefined, notes: string[]): boolean {
  if (!rules) return true;
  const entries = Object.entries(rules);
  const shown = entries.filter(([, on]) => on).map(([where]) => where);
  const hidden = entries.filter(([, on]) => !on).map(([where]) => where);
  if (shown.length === 0 && hidden.length > 0) {
    notes.push('הכפתור היה מוסתר בכל האתר ב־Joinchat: הכפתור כבוי');
    return false;
  }
  if (hidden.length > 0)
    notes.push(
      `כללי התצוגה של Joinchat לפי סוג עמוד לא יובאו (מוצג: ${short(shown.join(', '))}; מוסתר: ${short(hidden.join(', '))}): ` +
        'ב־arig מסתירים את הכפתור לפי נתיב, ב״עמודים בלי הכפתור״',
    );
  return true;
}

function tracking(jc: JoinchatOptions, notes: string[]): ChatWidgetData['tracking'] | undefined {
  const out: NonNullable<ChatWidgetData['tracking']> = {};
  const take = (value: string | undefined, check: (v: unknown) => true | string, label: string) => {
    const v = value?.trim();
    if (!v) return undefined;
    const ok = check(v);
    if (ok === true) return v;
    notes.push(`${label} "${short(v)}" לא יובא: ${ok}`);
    return undefined;
  };
  const gads = take(jc.gads, adsTarget, 'המרת Google Ads');
  const gaEvent = take(jc.ga_event, identifier, 'אירוע GA4');
  const dataLayer = take(jc.data_layer, identifier, 'ה־dataLayer');
  if (gads) out.gads = gads;
  if (gaEvent) out.gaEvent = gaEvent;
  if (dataLayer) out.dataLayer = dataLayer;
  return Object.keys(out).length > 0 ? out : undefined;
}

function colour(value: string | undefined, notes: string[]): string | undefined {
  if (!value?.trim()) return undefined;
  // Joinchat 6 saves the text colour after a slash ("#25d366/1"); arig's text and icon are always white.
  const hex = /^#[0-9a-fA-F]{6}/.exec(value.trim())?.[0]?.toLowerCase();
  const ok = hex ? buttonColour(hex) : 'צבע בפורמט ‎#RRGGBB';
  if (ok === true) return hex;
  notes.push(`צבע הכפתור ${short(value)} לא יובא: ${ok.replace(/\.?$/, '.')} נשאר הצבע של arig`);
  return undefined;
}

function leftBehind(jc: JoinchatOptions, notes: string[]): void {
  if (jc.dark_mode && jc.dark_mode !== 'no') notes.push(`מצב כהה (${jc.dark_mode}) אינו קיים בחלונית של arig`);
  if (jc.header && jc.header !== '__jc__' && jc.header !== '__wa__')
    notes.push(`כותרת החלונית "${short(jc.header)}" לא יובאה (לחלונית של arig כותרת קבועה)`);
  if (isSet(jc.button_image)) notes.push('תמונת הכפתור המותאמת לא יובאה: הכפתור של arig מציג את סמל וואטסאפ');
  if (jc.qr && jc.qr_text?.trim()) notes.push(`הטקסט ליד קוד ה־QR ("${short(jc.qr_text.trim())}") לא יובא`);
  if (jc.custom_css && hasOwnCss(jc.custom_css))
    notes.push(`ה־CSS המותאם של Joinchat לא יובא (${jc.custom_css.length} תווים): העיצוב של arig נקבע בערכת העיצוב`);
  for (const [key, value] of Object.entries(jc))
    if (!known.has(key) && isSet(value)) notes.push(`ההגדרה "${short(key)}" של Joinchat אינה נתמכת ב־arig ולא יובאה`);
}

function text(
  value: string | undefined,
  max: number,
  label: string,
  convert: (source: string) => { text: string; notes: string[] },
  notes: string[],
): string | undefined {
  if (value === undefined) return undefined;
  // The conversion's patterns scan ahead: a text far longer than the field never reaches them whole.
  const converted = convert(value.slice(0, max * 4));
  notes.push(...converted.notes.map((n) => `${label}: ${n}`));
  return fitText(converted.text, max, label, notes);
}

/**
 * Joinchat's `joinchat` option → arig's chat widget (cms/globals/chat-widget.ts) and the site's WhatsApp
 * number; what arig has no counterpart for is named in the notes, never dropped silently.
 */
export function chatFromJoinchat(jc: JoinchatOptions, link: (href: string) => string): JoinchatImport {
  const notes: string[] = [];
  const plain = (source: string) => ({ text: source, notes: [] });
  const message = (source: string) => joinchatText(source, link);
  const widget: ChatWidgetData = { enabled: visibility(jc.visibility, notes) };
  widget.buttonTip = text(jc.button_tip, 80, 'טקסט הבועית', plain, notes);
  widget.message = text(jc.message_text, 2000, 'הודעת הפתיחה', message, notes);
  const send = (source: string) => ({ text: source, notes: unsupportedVariables(source) });
  widget.messageSend = text(jc.message_send, 1000, 'ההודעה לוואטסאפ', send, notes);
  widget.messageStart = text(jc.message_start, 60, 'טקסט כפתור הפתיחה', plain, notes);
  widget.optinText = text(jc.optin_text, 500, 'טקסט ההסכמה', (s) => joinchatHtml(s, link), notes);
  if (jc.button_delay !== undefined)
    widget.buttonDelay = jc.button_delay < 0 ? -1 : clampNumber(jc.button_delay, 0, 120, 'השהיית הכפתור', notes);
  // Joinchat reads a saved 0 as "never open by itself" (it migrates 0 to -1).
  if (jc.message_delay !== undefined)
    widget.messageDelay = jc.message_delay <= 0 ? -1 : clampNumber(jc.message_delay, 1, 600, 'פתיחה אוטומטית', notes);
  if (jc.message_views !== undefined)
    widget.messageViews = clampNumber(Math.round(jc.message_views), 1, 120, 'מצפיית עמוד מספר', notes);
  widget.messageBadge = jc.message_badge;
  widget.mobileOnly = jc.mobile_only;
  widget.whatsappWeb = jc.whatsapp_web;
  widget.qr = jc.qr;
  widget.optinCheck = jc.optin_check;
  widget.position = jc.position;
  widget.color = colour(jc.color, notes);
  widget.tracking = tracking(jc, notes);
  leftBehind(jc, notes);
  return { widget: definedOnly(widget), whatsapp: phone(jc.telephone, notes), notes };
}
