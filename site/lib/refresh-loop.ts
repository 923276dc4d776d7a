import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LoopView } from '../../builder/context';
import { readLayout, type Layout } from '../../builder/layout';
import type { LayoutNode } from '../../builder/props';
import { schemaRegistry } from '../../builder/schemas';
import { editNonceHeader, sessionTokenOf, verifyEditNonce } from '../../cms/access/edit-nonce';
import { hasRole } from '../../cms/access/roles';
import { payloadSecret } from '../../config/env';
import { parseContentPath, routes } from '../../config/routes';
import { pageBody, pageCache } from '../../data/cache/page-cache';
import {
  cachedRefreshAnswer,
  isJsonContentType,
  publicRefreshCache,
  rememberRefreshAnswer,
} from '../../data/cache/refresh-loop-answers';
import { archiveLayoutFor } from '../../data/theme/archive-template';
import { archiveWidgetIds } from '../../data/archive-layout';
import { getListingArchive } from '../../data/get-archives';
import { getCategoryByPath } from '../../data/get-category';
import { loopGridNodes, loopView, type LoopLocation } from '../../data/get-loop-context';
import { productTagTaxonomy, productTaxonomy } from '../../data/shop/product-loop';
import { getSiteSettings } from '../../data/get-settings';
import { asVisitor, payload } from '../../data/payload';
import { fromRequestTerms, readPageNumber, type FilterState } from '../../engines/loop-filter/codec';
import { readBoundedBody, type BoundedBody } from '../../engines/loop-filter/bounded-body';
import {
  maxRefreshBodyBytes,
  refreshReadDeadlineMs,
  parseRefreshLoopText,
  refreshMessages as requestMessages,
  type RefreshLoopBody,
  type RefreshLoopFilter,
} from '../../engines/loop-filter/request';
import { LoopResults } from '../../builder/parts/listing-results';
import type { ListingProps } from '../../builder/parts/listing-props';

/**
 * `POST /wp-json/arig/v1/refresh-loop` (spec §7; security bar §1.2 test 3, §4.6): the HTML of a loop
 * grid's results for a selection and page. Every refusal is a 4xx with a Hebrew message that echoes no
 * input; a post that is not public and a widget that is not in its published layout share one 404 body.
 */
export const refreshMessages = {
  notFound: 'העמוד או הרכיב לא נמצאו.',
  contentType: 'יש לשלוח את הבקשה כ-JSON (Content-Type: application/json).',
  unknownTaxonomy: 'המסנן מתייחס לטקסונומיה שאינה קיימת.',
  unknownTerm: 'המסנן מתייחס למונח שאינו קיים.',
  badModel: 'הגדרות הרכיב (widget_model) אינן תקינות.',
  loginRequired: 'מצב עריכה זמין לעורכים מחוברים בלבד.',
  forbidden: 'אין הרשאה למצב עריכה, או שקוד האימות (nonce) חסר או אינו תקף.',
} as const;

const taxonomies = new Set(['category', productTaxonomy, productTagTaxonomy]);

const privateCache = 'private, no-store';

function json(status: number, body: unknown, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

const refuse = (status: number, message: string) => json(status, { code: status, message }, 'no-store');
const notFound = () => refuse(404, refreshMessages.notFound);

/** The body, unless it declares or turns out to be too large, or does not arrive in time. */
function readRefreshBody(request: Request): Promise<BoundedBody> | BoundedBody {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxRefreshBodyBytes) return 'large';
  if (!request.body) return new Uint8Array();
  return readBoundedBody(request.body, maxRefreshBodyBytes, refreshReadDeadlineMs);
}

/** The selection the body carries, by taxonomy (the first filter naming a taxonomy wins); null: refused. */
function filterState(filters: Record<string, RefreshLoopFilter>): FilterState | 'unknown-taxonomy' {
  const state: FilterState = Object.create(null) as FilterState;
  for (const key of Object.keys(filters)) {
    const { selectedTaxonomy, terms, logicalJoin } = filters[key]!.filterData;
    if (!taxonomies.has(selectedTaxonomy)) return 'unknown-taxonomy';
    if (selectedTaxonomy in state) continue;
    const split = fromRequestTerms(terms);
    if (!split || (split.terms.length === 0 && split.exclude.length === 0)) continue;
    state[selectedTaxonomy] = { ...split, join: logicalJoin === 'OR' ? 'OR' : 'AND' };
  }
  return { ...state };
}

interface Target {
  location: LoopLocation;
  page: number;
  /** An archive of articles (post_id 0): its grid also answers to the site's own archives' ids. */
  archive?: boolean;
}

/** The published layout a refresh may read, and where it is shown; null for anything not public. */
async function publishedTarget(body: RefreshLoopBody): Promise<(Target & { layout: Layout }) | null> {
  const base = new URL(body.pagination_base_url, 'https://site.invalid');
  if (body.post_id === 0) {
    const parsed = parseContentPath(base.pathname);
    if (!parsed || parsed.segments.length === 0 || parsed.segments.length > 2) return null;
    const archive = await getListingArchive(parsed.segments);
    const category = archive ? null : await getCategoryByPath(parsed.segments);
    const shown = archive
      ? ({ kind: 'listing', archive } as const)
      : category
        ? ({ kind: 'category', category } as const)
        : null;
    if (!shown) return null;
    // The archive template that shows the archive, if one does: its grid is the one refreshed.
    const { layout, scope } = await archiveLayoutFor(shown);
    const path = shown.kind === 'listing' ? shown.archive.url : shown.category.url;
    return {
      layout,
      location: { postId: 0, path, search: base.search, archivePage: parsed.page, archive: scope },
      page: parsed.page,
      archive: true,
    };
  }
  const p = await payload();
  const [{ docs }, settings] = await Promise.all([
    p.find({
      collection: 'pages',
      where: { id: { equals: body.post_id } },
      limit: 1,
      depth: 0,
      select: { slug: true, layout: true },
      ...asVisitor,
    }),
    getSiteSettings(),
  ]);
  const doc = docs[0];
  if (!doc) return null;
  const url = String(doc.id) === String(settings.homePageId) ? routes.home : routes.page(doc.slug);
  if (base.pathname !== url) return null;
  const read = readLayout(doc.layout);
  if (!read.ok) return null;
  return {
    layout: read.layout,
    location: { postId: body.post_id, path: url, search: base.search },
    page: readPageNumber(base.search, body.widget_id),
  };
}

/**
 * The grid a call names. An archive's answers to either of the ids the site's own archives give theirs
 * (`archive-grid` on a category's, `archive-posts` on a tag's, an author's or a month's) when it is the
 * archive's only grid: a page rendered before an archive template took over, or after it left, still pages.
 */
function findGrid(layout: Layout, id: string, archive = false): ListingProps | null {
  const grids = loopGridNodes(layout);
  const node: LayoutNode | undefined =
    grids.find((n) => n.props.id === id) ??
    (archive && ownArchiveIds.has(id) && grids.length === 1 ? grids[0] : undefined);
  return node ? (node.props as ListingProps) : null;
}

const ownArchiveIds = new Set<string>([archiveWidgetIds.grid, archiveWidgetIds.posts]);

/** An unsaved model is read by the listing widget whose sources include its source (the loop grid's by default). */
function parseModel(model: Record<string, unknown> | undefined, id: string): ListingProps | null {
  for (const type of ['posts', 'archive-posts', 'loop-grid']) {
    const parsed = schemaRegistry[type]!.schema.safeParse({ ...model, id });
    if (parsed.success) return parsed.data as ListingProps;
  }
  return null;
}

/** Edit mode: an editor's session and a nonce bound to it; then the unsaved model of that page's grid. */
async function editTarget(
  request: Request,
  body: RefreshLoopBody,
): Promise<Response | { props: ListingProps; target: Target }> {
  const p = await payload();
  const { user } = await p.auth({ headers: request.headers });
  if (!user) return refuse(401, refreshMessages.loginRequired);
  if (!hasRole(user as { roles?: string[] }, 'admin', 'editor')) return refuse(403, refreshMessages.forbidden);
  const nonce = request.headers.get(editNonceHeader);
  if (
    !verifyEditNonce(
      payloadSecret(),
      { collection: user.collection, id: user.id },
      sessionTokenOf(request.headers),
      nonce,
    )
  )
    return refuse(403, refreshMessages.forbidden);
  const props = parseModel(body.widget_model, body.widget_id);
  if (!props) return refuse(400, refreshMessages.badModel);
  const base = new URL(body.pagination_base_url, 'https://site.invalid');
  if (body.post_id !== 0) {
    const { docs } = await p.find({
      collection: 'pages',
      where: { id: { equals: body.post_id } },
      limit: 1,
      depth: 0,
      select: { slug: true },
      draft: true,
      overrideAccess: false,
      user,
    });
    if (!docs[0]) return notFound();
  }
  const page = readPageNumber(base.search, body.widget_id);
  return {
    props,
    target: { location: { postId: body.post_id, path: base.pathname, search: base.search }, page },
  };
}

export async function handleRefreshLoop(request: Request): Promise<Response> {
  if (!isJsonContentType(request.headers.get('content-type'))) return refuse(415, refreshMessages.contentType);
  const raw = await readRefreshBody(request);
  if (raw === 'slow') return refuse(408, requestMessages.slowBody);
  if (raw === 'large') return refuse(413, requestMessages.tooLarge);
  const parsed = parseRefreshLoopText(raw);
  if (!parsed.ok) return refuse(parsed.status, parsed.message);
  const body = parsed.value;
  const state = filterState(body.widget_filters);
  if (state === 'unknown-taxonomy') return refuse(400, refreshMessages.unknownTaxonomy);

  // A render that started before a content change is not remembered (the generation moved on).
  const generation = pageCache.generation();
  let props: ListingProps;
  let target: Target;
  if (parsed.editMode) {
    const edit = await editTarget(request, body);
    if (edit instanceof Response) return edit;
    ({ props, target } = edit);
  } else {
    const hit = cachedRefreshAnswer(raw);
    if (hit) return new Response(new Uint8Array(pageBody(hit)), { status: hit.status, headers: hit.headers });
    const published = await publishedTarget(body);
    const grid = published && findGrid(published.layout, body.widget_id, published.archive);
    if (!published || !grid) return notFound();
    props = grid;
    target = published;
  }

  const { view, result } = await loopView(props, state, target.page, target.location);
  if (result.unknownTerms.length > 0) return refuse(400, refreshMessages.unknownTerm);
  const html = renderToStaticMarkup(createElement(LoopResults, { props, loop: view satisfies LoopView }));
  if (parsed.editMode) return json(200, { data: html }, privateCache);
  const answer = JSON.stringify({ data: html });
  rememberRefreshAnswer(raw, answer, generation);
  return new Response(answer, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': publicRefreshCache },
  });
}
