import { getBuilderPage, type BuilderPageView } from './get-builder-page';
import { publishedPanels } from './mega-panel-store';

/**
 * A published panel's layout, ready to render, or null. Rendered for no page in particular (the same
 * fragment serves every page; the browser marks the current page's links).
 */
export async function getMegaPanel(id: number): Promise<BuilderPageView | null> {
  const panel = (await publishedPanels()).get(id);
  return panel ? getBuilderPage(panel.layout, '/') : null;
}
