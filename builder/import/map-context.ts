import type { SiteColours } from '../../engines/colour/custom-colours';
import { isTermSlug } from '../../engines/loop-filter/codec';
import { isCleanSafeUrl } from '../../engines/safe-url';
import { createActionHash, parseActionHash } from '../../engines/url-actions';
import { identifierPattern, mediaIdPattern } from '../props';
import { isRecord, type ElementorElement, type ElementorResolver } from './elementor-types';
import { ImportReport } from './import-report';
import { MAX_NODES, PLACEHOLDER_BUDGET } from './limits';
import { dynamicTagName, popupFromDynamicTag, popupFromHref, type PopupLink } from './links';
import { toNumber, type Settings } from './settings';
import { richText } from './text';

export interface LinkTarget {
  href: string;
  newTab: boolean;
  nofollow: boolean;
}

/** Shows a value from the old site inside a report line without letting it grow the line. */
export const quote = (value: string): string => `„${value.length > 80 ? `${value.slice(0, 80)}…` : value}”`;

/**
 * What every mapping shares while one page is mapped: the resolver (wrapped so that nothing it does can
 * break the page), the report, node ids and anchors already used, and the page's budgets.
 */
export class MapContext {
  readonly report = new ImportReport();
  /** Elementor element id → the arig node id of the loop grid made from it (taxonomy filters name it). */
  readonly loopGrids = new Map<string, string>();
  private readonly nodeIds = new Set<string>();
  private readonly anchors = new Set<string>();
  private readonly afterWalk: (() => void)[] = [];
  /** The Elementor element each mapped widget came from, by node id: a widget refused on save goes back to a placeholder. */
  private readonly sources = new Map<string, ElementorElement>();
  private nodes = 0;
  private droppedNodes = 0;
  private placeholderChars = PLACEHOLDER_BUDGET;

  constructor(private readonly resolver: ElementorResolver) {}

  /** Counts one more node against MAX_NODES; false (and counted as dropped) once the page is full. */
  takeNode(): boolean {
    if (this.nodes >= MAX_NODES) {
      this.droppedNodes++;
      return false;
    }
    this.nodes++;
    return true;
  }

  /** A unique node id, readable in the editor: `heading-790b8da` from Elementor's element id. */
  nodeId(type: string, elementorId: string): string {
    const base = /^[A-Za-z0-9_-]{1,60}$/.test(elementorId)
      ? `${type}-${elementorId}`
      : `${type}-n${this.nodeIds.size + 1}`;
    let id = base;
    for (let n = 2; this.nodeIds.has(id); n++) id = `${base}-${n}`;
    this.nodeIds.add(id);
    return id;
  }

  /** An anchor (`_element_id`) arig accepts and the page does not have yet, else '' (reported). */
  anchor(value: string, where: string): string {
    const id = value.trim();
    if (!id) return '';
    if (id.length > 64 || !identifierPattern.test(id)) {
      this.report.issue(
        `${where}: מזהה העוגן ${quote(id)} אינו תקין באריג (אותיות לטיניות, ספרות, מקף וקו תחתון) ולא יובא`,
      );
      return '';
    }
    if (this.anchors.has(id)) {
      this.report.issue(`${where}: מזהה העוגן ${quote(id)} כבר קיים בעמוד ולא יובא פעם שנייה`);
      return '';
    }
    this.anchors.add(id);
    return id;
  }

  /** The imported media id of an Elementor image (`{ id, url }`), or '' (reported) when there is none. */
  media(ref: unknown, where: string): string {
    if (!isRecord(ref)) return '';
    const wpId = toNumber(ref.id);
    const url = typeof ref.url === 'string' && ref.url.trim() ? ref.url.trim() : undefined;
    if (wpId === null && url === undefined) return '';
    const query: { wpId?: number; url?: string } = {};
    if (wpId !== null && Number.isInteger(wpId) && wpId > 0) query.wpId = wpId;
    if (url !== undefined) query.url = url;
    const found = this.call(() => this.resolver.media(query), null);
    const id = found === null ? '' : String(found);
    if (id && mediaIdPattern.test(id)) return id;
    this.report.issue(`${where}: התמונה ${quote(url ?? `#${wpId}`)} לא נמצאה בין המדיה שיובאה`);
    return '';
  }

  /** An href from the old site as arig stores it: popups become arig's popup action, others go to the resolver. */
  href(raw: string, where: string): string {
    const value = raw.trim();
    if (!value) return '';
    const popup = popupFromHref(value);
    if (popup) return this.popupHref(popup, where);
    const action = parseActionHash(value);
    if (action) {
      this.report.issue(`${where}: פעולת אלמנטור ${quote(action.name)} בקישור אינה נתמכת באריג; הקישור הוסר`);
      return '';
    }
    const mapped = this.call(() => this.resolver.link(value), '')
      .trim()
      .replace(/ /g, '%20');
    if (mapped && isCleanSafeUrl(mapped)) return mapped;
    this.report.issue(`${where}: הקישור ${quote(value)} אינו כתובת מותרת באריג והוסר`);
    return '';
  }

  /** An Elementor link setting (`{ url, is_external, nofollow }`), with its dynamic tag (a popup) first. */
  link(s: Settings, key: string, where: string): LinkTarget {
    const value = s.value(key);
    const setting = isRecord(value) ? value : null;
    const tag = s.dynamic(key);
    let href = '';
    if (tag) {
      const popup = popupFromDynamicTag(tag);
      if (popup) href = this.popupHref(popup, where);
      else
        this.report.issue(`${where}: התגית הדינמית ${quote(dynamicTagName(tag))} בקישור לא יובאה (נשמר הקישור הקבוע)`);
    }
    const url = setting ? setting.url : value;
    if (!href && typeof url === 'string') href = this.href(url, where);
    return {
      href,
      newTab: setting?.is_external === 'on' || setting?.is_external === true,
      nofollow: setting?.nofollow === 'on' || setting?.nofollow === true,
    };
  }

  /** arig's action hash for a popup link (engines/url-actions.ts), with the imported popup's id. */
  private popupHref(popup: PopupLink, where: string): string {
    const id = popup.wpId === null ? null : this.call(() => this.resolver.popup(popup.wpId ?? 0), null);
    if (popup.action === 'close') return createActionHash('popup:close', id === null ? {} : { id: String(id) });
    if (id === null) {
      this.report.issue(`${where}: הקישור פותח פופאפ ${popup.wpId ?? '?'} שלא יובא; הקישור הוסר`);
      return '';
    }
    return createActionHash(
      'popup:open',
      popup.action === 'toggle' ? { id: String(id), toggle: true } : { id: String(id) },
    );
  }

  /** A WordPress category as arig's listings name it (a term slug), or null (reported). */
  category(wpId: number, where: string): string | null {
    const found = this.call(() => this.resolver.category(wpId), null);
    if (typeof found === 'number') {
      this.report.issue(
        `${where}: לקטגוריה ${wpId} התקבל מזהה מספרי (${found}) במקום המזהה (slug) שרשימות אריג בוחרות לפיו`,
      );
      return null;
    }
    if (found !== null && isTermSlug(found)) return found;
    this.report.issue(`${where}: הקטגוריה ${wpId} לא נמצאה בין הקטגוריות שיובאו`);
    return null;
  }

  /** The id of the form document made from this Elementor form widget, or null (reported). */
  form(elementorId: string, where: string): number | null {
    const found = this.call(() => this.resolver.form?.(elementorId) ?? null, null);
    if (found === null) {
      this.report.issue(`${where}: הטופס לא יובא כטופס של אריג ונשמר כמקום שמור`);
      return null;
    }
    // A dry run's stand-in ids are not numbers; nothing is saved then.
    return typeof found === 'number' ? found : 0;
  }

  /** A kit colour Site Settings carry as a global colour (the accent, a custom one), or null. */
  kitColour(id: string): { value: string; readsAsText: boolean } | null {
    return this.call(() => this.resolver.kitColour?.(id) ?? null, null);
  }

  /** A kit typography without a family in Site Settings: its settings, or null (kit-typography.ts). */
  kitTypography(id: string): Record<string, unknown> | null {
    return this.call(() => this.resolver.kitTypography?.(id) ?? null, null);
  }

  /** Site Settings' colours as the import leaves them, for the check of a widget's own text colour; or null. */
  siteColours(): SiteColours | null {
    return this.call(() => this.resolver.siteColours?.() ?? null, null);
  }

  /** Rich text for a `p.html` prop, links rewritten, cut (and reported) past `max`. */
  rich(value: unknown, max: number, where: string): string {
    const result = richText(value, max, (href) => this.href(href, where));
    if (result.cut) this.report.issue(`${where}: הטקסט ארוך מ־${max.toLocaleString('he-IL')} תווים וקוצר`);
    return result.html;
  }

  keepSource(nodeId: string, el: ElementorElement): void {
    this.sources.set(nodeId, el);
  }

  source(nodeId: string): ElementorElement | undefined {
    return this.sources.get(nodeId);
  }

  /** Characters of original settings a placeholder may still keep (the page-wide budget). */
  placeholderRoom(wanted: number): number {
    const granted = Math.min(wanted, this.placeholderChars);
    this.placeholderChars -= granted;
    return granted;
  }

  /** Work that needs the whole page mapped first (a filter naming a grid that comes later). */
  later(fn: () => void): void {
    this.afterWalk.push(fn);
  }

  finish(): void {
    for (const fn of this.afterWalk) fn();
    if (this.droppedNodes > 0)
      this.report.issue(
        `בעמוד יותר מ־${MAX_NODES.toLocaleString('he-IL')} רכיבים: ${this.droppedNodes} רכיבים נוספים לא יובאו`,
      );
  }

  /** Calls the importer's resolver; whatever it throws is reported, never passed on. */
  private call<T>(fn: () => T, fallback: T): T {
    try {
      return fn();
    } catch (error) {
      this.report.issue(
        `שגיאה בזיהוי פריט מהאתר הישן: ${quote(error instanceof Error ? error.message : String(error))}`,
      );
      return fallback;
    }
  }
}
