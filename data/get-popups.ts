import { popupAppliesTo, readPlacement, type PlacementTarget } from '../engines/popup/placement';
import { readPopupSettings, type PopupSettings } from '../engines/popup/settings';
import { memo } from './cache/memo';
import { getBuilderPage, type BuilderPageView } from './get-builder-page';
import { asVisitor, payload } from './payload';

export interface PopupView {
  id: string;
  title: string;
  settings: PopupSettings;
  /** The builder content; null when the popup has none yet (it then renders nothing). */
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

/** The popups this page may show, with their content ready to render. */
export async function getPopupsFor(target: PlacementTarget, currentPath: string): Promise<PopupView[]> {
  const matching = (await publishedPopups()).filter((popup) => popupAppliesTo(popup.placement, target));
  const views = await Promise.all(
    matching.map(async (popup) => {
      const content = await getBuilderPage(popup.layout, currentPath);
      return content ? { id: popup.id, title: popup.title, settings: popup.settings, content } : null;
    }),
  );
  return views.filter((v): v is PopupView => v !== null);
}
