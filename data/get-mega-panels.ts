import { memo } from './cache/memo';
import { getBuilderPage, type BuilderPageView } from './get-builder-page';
import { asVisitor, payload } from './payload';
import type { NavLink } from './types';

/** Every published mega panel's stored layout, by id, until the next content change. */
function publishedPanels(): Promise<Map<number, unknown>> {
  return memo('mega-panels', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'mega-panels',
      depth: 0,
      limit: 50,
      pagination: false,
      select: { layout: true },
      ...asVisitor,
    });
    return new Map(docs.map((doc) => [doc.id, doc.layout as unknown]));
  });
}

/**
 * The mega panels the main menu shows on this page, rendered for its path (menus mark the current page),
 * by panel id. A panel that is a draft, deleted or empty is left out: its item keeps its plain submenu.
 */
export async function getMegaPanelsFor(
  items: readonly NavLink[],
  path: string,
): Promise<Record<number, BuilderPageView>> {
  const ids = [...new Set(items.flatMap((item) => (item.panel === undefined ? [] : [item.panel])))];
  if (ids.length === 0) return {};
  const stored = await publishedPanels();
  const views = await Promise.all(
    ids.map(async (id) => [id, stored.has(id) ? await getBuilderPage(stored.get(id), path) : null] as const),
  );
  const out: Record<number, BuilderPageView> = {};
  for (const [id, view] of views) if (view) out[id] = view;
  return out;
}
