import { readLayout, type Layout } from '../../builder/layout';
import type { ThemeTarget } from '../../engines/theme/conditions';
import { archiveLayout, listingArchiveLayout } from '../archive-layout';
import type { ListingArchive } from '../get-archives';
import type { LoopScope } from '../get-loop';
import type { CategoryView } from '../types';
import { getThemeTemplateFor, type ThemeTemplate } from './get-theme-template';

/** An archive of articles: a category's (/articles/…/), or a tag's, an author's or a month's. */
export type ArchiveShown = { kind: 'category'; category: CategoryView } | { kind: 'listing'; archive: ListingArchive };

/** What the theme builder's conditions see of an archive: a category's, with its parent; any other, with none. */
export function archiveThemeTarget(shown: ArchiveShown): ThemeTarget {
  if (shown.kind === 'listing') return { kind: 'archive', categoryIds: [] };
  const { id, parentId } = shown.category;
  return { kind: 'archive', categoryIds: parentId === null ? [id] : [id, parentId] };
}

export interface ArchiveLayout {
  layout: Layout;
  /** Which articles the archive is of, for its archive-posts widgets. */
  scope: LoopScope;
  /** The archive template that shows it; null: the site's own archive layout. */
  template: ThemeTemplate | null;
}

/**
 * The layout that shows an archive (the page and its loop's refresh call read the same one): the archive
 * template that claims it, or the site's own (data/archive-layout.ts). A stored layout that no longer
 * validates falls back to the site's own rather than failing the archive.
 */
export async function archiveLayoutFor(shown: ArchiveShown): Promise<ArchiveLayout> {
  const scope = shown.kind === 'category' ? { categories: [shown.category.slug] } : shown.archive.scope;
  const template = await getThemeTemplateFor('archive', archiveThemeTarget(shown));
  const read = template ? readLayout(template.layout) : null;
  if (template && read?.ok) return { layout: read.layout, scope, template };
  const own = shown.kind === 'category' ? archiveLayout(shown.category) : listingArchiveLayout();
  return { layout: own, scope, template: null };
}
