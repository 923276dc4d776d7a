import { popupAppliesTo, readPlacement, type PlacementTarget } from '../engines/popup/placement';
import { readPopupSettings, type PopupSettings } from '../engines/popup/settings';
import { memo } from './cache/memo';
import { getBuilderPage, hasBuilderContent, type BuilderPageView } from './get-builder-page';
import { asVisitor, payload } from './payload';

/** What a page says of a popup it may show (its dialog is fetched apart: site/lib/popup-route.ts). */
export interface PopupSummary {
  id: string;
  title: string;
  settings: PopupSettings;
}

export interface PopupView extends PopupSummary {
  /** The builder content, rendered for the page that shows the popup. */
  content: BuilderPageView;
}

interface StoredPopup {
  id: string;
  title: string;
  settings: PopupSettings;
  placement: ReturnType<typeof readPlacement>;
  layout: unknown;
}

/** Every published popup, read as a visitor, until the next content change. */
function publishedPopups(): Promise<StoredPopup[]> {
  return memo('popups', async () => {
    const p = await payload();
    const { docs } = await p.find({ collection: 'popups', depth: 0, limit: 100, pagination: false, ...asVisitor });
    const out: StoredPopup[] = [];
    for (const doc of docs) {
      // A popup whose stored settings no longer validate is left out rather than shown half-configured.
      const read = readPopupSettings(doc.settings);
      if (!read.ok) continue;
      out.push({
        id: String(doc.id),
        title: doc.title,
        settings: read.settings,
        placement: readPlacement(doc.placement),
        layout: doc.layout,
      });
    }
    return out;
  });
}

/** The popups this page may show: those placed on it that have content (an empty one renders nothing). */
export async function getPopupsFor(target: PlacementTarget): Promise<PopupSummary[]> {
  return (await publishedPopups())
    .filter((popup) => popupAppliesTo(popup.placement, target) && hasBuilderContent(popup.layout))
    .map(({ id, title, settings }) => ({ id, title, settings }));
}

/** A published popup with its content rendered for the page at `currentPath`; null: none, or empty. */
export async function getPopupView(id: string, currentPath: string): Promise<PopupView | null> {
  const popup = (await publishedPopups()).find((p) => p.id === id);
  if (!popup) return null;
  const content = await getBuilderPage(popup.layout, currentPath);
  return content ? { id: popup.id, title: popup.title, settings: popup.settings, content } : null;
}
