import type { Payload, TypedUser } from 'payload';
import type { SiteColours } from '../../engines/colour/custom-colours';
import type { ImportKind, ImportReport } from './report';

/** A stage's progress, for the command line's bars and the studio's screen. */
export type ProgressListener = (stage: string, done: number, total: number) => void;

/** WordPress ids and old addresses → what the import made of them, filled stage by stage. */
export interface ImportIds {
  /** Author login → user id. */
  authors: Map<string, number | string>;
  /** `category:slug` / `post_tag:slug` → id. */
  terms: Map<string, number | string>;
  /** WordPress category id → arig's category slug (Elementor's listings name categories by id; arig's by slug). */
  categorySlugs: Map<number, string>;
  /** Attachment id → media id. */
  media: Map<number, number | string>;
  /** Upload path without size suffix (`2026/11/article-1.jpg`) → media id. */
  mediaByPath: Map<string, number | string>;
  /** Elementor popup (elementor_library post) id → popup id, for the links that open it. */
  popups: Map<number, number | string>;
  /** An Elementor form widget (`elementor:{post id}:{element id}`, import-forms.ts) → the form made from it. */
  forms: Map<string, number | string>;
  /** The kit's colours Site Settings carry as global colours (kit-design.ts `kitGlobalColours`), by Elementor id. */
  kitColours?: Map<string, { value: string; readsAsText: boolean }>;
  /** Site Settings' colours as this import leaves them (import-site.ts), for the layouts' own text colours. */
  siteColours?: SiteColours;
  /** The kit's typographies without a family in Site Settings (kit-design.ts), by Elementor id. */
  kitTypographies?: Map<string, Record<string, unknown>>;
}

export interface ImportContext {
  payload: Payload;
  /** Every write is checked against this user's access (an admin), never with access checks off. */
  user: TypedUser;
  dryRun: boolean;
  report: ImportReport;
  ids: ImportIds;
  progress: ProgressListener;
}

/**
 * Reports one more item of a stage done, then lets the event loop turn. On SQLite every query runs
 * synchronously, so an import's chain of awaits never leaves the microtask queue: without this turn the
 * finalizers that free each query's native statement wait for the end of the import, and a 5,000-article
 * export held 2.3 GB (measured by `npm run bench:imported`).
 */
export async function itemDone(ctx: ImportContext, stage: string, done: number, total: number): Promise<void> {
  ctx.progress(stage, done, total);
  await new Promise((resolve) => setImmediate(resolve));
}

/** The Local API options of every import read and write: the user's access, one cache purge at the end. */
export const asImporter = (ctx: ImportContext) =>
  ({ user: ctx.user, overrideAccess: false, context: { skipPurge: true } }) as const;

export function count(ctx: ImportContext, kind: ImportKind, what: 'created' | 'updated' | 'skipped'): void {
  ctx.report.counts[kind][what] += 1;
}

export function skip(ctx: ImportContext, kind: ImportKind, item: { id: number; title: string }, reason: string) {
  count(ctx, kind, 'skipped');
  ctx.report.skipped.push({ kind, wpId: item.id, title: item.title, reason });
}

export function fail(ctx: ImportContext, kind: string, item: { id: number; title: string }, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  ctx.report.errors.push({ kind, wpId: item.id, title: item.title, reason: message.slice(0, 500) });
}
