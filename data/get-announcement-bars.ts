import { barIsCurrent, readBar, type AnnouncementBar } from '../engines/announcement/bar';
import { popupAppliesTo, readPlacement, type PlacementTarget } from '../engines/popup/placement';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';

interface StoredBar {
  bar: AnnouncementBar;
  placement: ReturnType<typeof readPlacement>;
}

/** Every published bar that validates, most recently edited first, until the next content change. */
function publishedBars(): Promise<StoredBar[]> {
  return memo('announcement-bars', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'announcement-bars',
      depth: 0,
      limit: 50,
      pagination: false,
      sort: '-updatedAt',
      ...asVisitor,
    });
    const out: StoredBar[] = [];
    for (const doc of docs) {
      const bar = readBar({ ...doc, version: doc.updatedAt });
      if (bar) out.push({ bar, placement: readPlacement(doc.placement) });
    }
    return out;
  });
}

/**
 * The bars this page shows: at most one at the top and one at the bottom (the most recently edited that
 * applies here), and none whose countdown has passed.
 */
export async function getAnnouncementBarsFor(target: PlacementTarget, now: number): Promise<AnnouncementBar[]> {
  const shown = new Map<AnnouncementBar['position'], AnnouncementBar>();
  for (const { bar, placement } of await publishedBars()) {
    if (shown.has(bar.position) || !barIsCurrent(bar, now) || !popupAppliesTo(placement, target)) continue;
    shown.set(bar.position, bar);
  }
  return [...shown.values()];
}
