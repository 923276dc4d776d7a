import type { Payload, TypedUser } from 'payload';
import { createLocalReq } from 'payload';
import type { RenderContext } from '../../builder/context';
import type { Layout } from '../../builder/layout';
import { routes } from '../../config/routes';
import { getLayoutImages } from '../../data/get-images';
import { getLayoutAnimations } from '../../data/get-animations';
import { getTermViews } from '../../data/get-loop-context';
import { getNavigation, menusOf } from '../../data/get-navigation';
import { contactOf, getSiteSettings } from '../../data/get-settings';
import type { BuilderCollection } from './save-layout';

/**
 * May this user change this document's layout? Asks the collection's own `update` access rule (for pages:
 * admin and editor), so the builder admits exactly who the REST API would let save. A rule that answers
 * with a query (row-level access) is not enough to open the builder.
 */
export async function canEditLayout(
  payload: Payload,
  collection: BuilderCollection,
  user: TypedUser,
  id: string,
): Promise<boolean> {
  const update = payload.collections[collection].config.access.update;
  const req = await createLocalReq({ user }, payload);
  return (await update({ req, id: Number(id) })) === true;
}

/** Where a published document is on the site; null for a draft or a popup (it has no address of its own). */
export async function publicPathOf(
  payload: Payload,
  collection: BuilderCollection,
  doc: { id: number | string; _status?: string | null; slug?: unknown },
  user: TypedUser,
): Promise<string | null> {
  if (doc._status !== 'published' || collection !== 'pages' || typeof doc.slug !== 'string') return null;
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user });
  const homeId = typeof settings.homePage === 'object' ? settings.homePage?.id : settings.homePage;
  return homeId === doc.id ? routes.home : routes.page(doc.slug);
}

export interface BuilderDocument {
  id: number;
  title: string;
  layout: unknown;
  publicPath: string | null;
  context: RenderContext;
}

/**
 * The document's latest draft (what the editor saved last, published or not), read with the user's
 * access, plus the data the previews need (image views for the media the layout uses, the taxonomy terms
 * the filters list, the site's published menus).
 */
export async function loadBuilderDocument(
  payload: Payload,
  collection: BuilderCollection,
  id: string,
  user: TypedUser,
): Promise<BuilderDocument | null> {
  const doc = await payload
    .findByID({ collection, id, draft: true, depth: 0, overrideAccess: false, user, disableErrors: true })
    .catch(() => null);
  if (!doc) return null;
  const publicPath = await publicPathOf(payload, collection, doc, user);
  const content = (doc.layout as { content?: unknown } | null)?.content;
  const [images, animations, terms, navigation, settings] = await Promise.all([
    Array.isArray(content) ? getLayoutImages({ content: content as Layout['content'] }) : {},
    Array.isArray(content) ? getLayoutAnimations({ content: content as Layout['content'] }) : {},
    getTermViews(),
    getNavigation(),
    getSiteSettings(),
  ]);
  return {
    id: doc.id,
    title: doc.title,
    layout: doc.layout,
    publicPath,
    context: {
      images,
      animations,
      terms,
      menus: menusOf(navigation),
      contact: contactOf(settings),
      namedColours: settings.namedColours,
      currentPath: publicPath ?? undefined,
    },
  };
}
