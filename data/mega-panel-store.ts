import { readLayout } from '../builder/layout';
import { layoutLinks, type LayoutLink } from '../builder/layout-links';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';
import type { NavLink } from './types';

interface StoredPanel {
  layout: unknown;
  /** The panel's links, its plain submenu until the layout arrives (and without JavaScript). */
  links: LayoutLink[];
}

/** Every published, non-empty mega panel by id, until the next content change. */
export function publishedPanels(): Promise<Map<number, StoredPanel>> {
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
    const panels = new Map<number, StoredPanel>();
    for (const doc of docs) {
      const read = readLayout(doc.layout);
      if (read.ok && read.layout.content.length > 0)
        panels.set(doc.id, { layout: doc.layout, links: layoutLinks(read.layout) });
    }
    return panels;
  });
}

/**
 * What the header carries for the main menu's mega panels: each panel's links by id (a few hundred bytes,
 * not the layout, which the browser fetches when its visitor engages: getMegaPanel). A panel that is a
 * draft, deleted or empty is left out: its item keeps its own children.
 */
export async function getMegaPanelLinks(items: readonly NavLink[]): Promise<Record<number, LayoutLink[]>> {
  const ids = items.flatMap((item) => (item.panel === undefined ? [] : [item.panel]));
  if (ids.length === 0) return {};
  const stored = await publishedPanels();
  const out: Record<number, LayoutLink[]> = {};
  for (const id of ids) {
    const panel = stored.get(id);
    if (panel) out[id] = panel.links;
  }
  return out;
}
