import type { Popup } from '../../cms/payload-types';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, type ImportContext } from './context';
import { byWordpressId } from './by-wordpress-id';
import { isImportedContent } from './plan';
import type { PlacementPlan } from './popup-conditions';

export type PopupPlacementData = Popup['placement'];

type Target = 'pages' | 'categories';

async function every(ctx: ImportContext, collection: Target): Promise<number[]> {
  const { docs } = await ctx.payload.find({
    collection,
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    ...asImporter(ctx),
  });
  return docs.map((doc) => doc.id);
}

/**
 * A placement plan with its WordPress ids turned into arig's pages and categories, as far as the import has
 * written them (pages come with the content stage, after the popups: see `placePopupsOnPages`). A dry run
 * has written nothing, so it resolves to nothing.
 */
export async function resolvePlacement(ctx: ImportContext, plan: PlacementPlan): Promise<PopupPlacementData> {
  if (ctx.dryRun)
    return { show_on: plan.show_on, pages: [], categories: [], exclude_pages: [], exclude_categories: [] };
  const named = (list: number[] | 'all') => (list === 'all' ? [] : list);
  const pages = await byWordpressId(ctx, 'pages', [...named(plan.pages), ...plan.exclude_pages]);
  const categories = await byWordpressId(ctx, 'categories', [...named(plan.categories), ...plan.exclude_categories]);
  const chosen = (target: Target, list: number[] | 'all', found: Map<number, number>) =>
    list === 'all' ? every(ctx, target) : Promise.resolve(list.flatMap((id) => found.get(id) ?? []));
  return {
    show_on: plan.show_on,
    pages: await chosen('pages', plan.pages, pages),
    categories: await chosen('categories', plan.categories, categories),
    exclude_pages: plan.exclude_pages.flatMap((id) => pages.get(id) ?? []),
    exclude_categories: plan.exclude_categories.flatMap((id) => categories.get(id) ?? []),
  };
}

/** Whether a plan names pages: those are written after the popups, so a later pass places them. */
export const namesPages = (plan: PlacementPlan): boolean =>
  plan.pages === 'all' || plan.pages.length > 0 || plan.exclude_pages.length > 0;

/**
 * The Hebrew notes for pages and categories the placement names that this import does not bring (not in
 * the export, or not imported), the same in a dry run as in a real one.
 */
export function unresolvedNotes(ctx: ImportContext, plan: PlacementPlan, items: WxrItem[]): string[] {
  const pages = new Set(items.filter((i) => i.type === 'page' && isImportedContent(i)).map((i) => i.id));
  const named = (list: number[] | 'all') => (list === 'all' ? [] : list);
  const page = (id: number) => !pages.has(id);
  const category = (id: number) => !ctx.ids.categorySlugs.has(id);
  return [
    ...named(plan.pages)
      .filter(page)
      .map((id) => `העמוד ${id} שבתנאי ההצגה לא יובא, ולכן החלון לא יוצג בו`),
    ...plan.exclude_pages.filter(page).map((id) => `העמוד ${id} שהוחרג בתנאי ההצגה לא יובא`),
    ...named(plan.categories)
      .filter(category)
      .map((id) => `הקטגוריה ${id} שבתנאי ההצגה לא יובאה, ולכן החלון לא יוצג במאמריה`),
    ...plan.exclude_categories.filter(category).map((id) => `הקטגוריה ${id} שהוחרגה בתנאי ההצגה לא יובאה`),
  ];
}
