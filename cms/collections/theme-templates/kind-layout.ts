import type { CollectionBeforeChangeHook } from 'payload';
import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';
import { defaultArchiveLayout } from '../../../data/theme/default-archive-layout';
import { defaultNotFoundLayout } from '../../../data/theme/default-not-found-layout';
import { defaultPageLayout } from '../../../data/theme/default-page-layout';
import { defaultSearchLayout } from '../../../data/theme/default-search-layout';

const startingLayout = {
  header: defaultHeaderLayout,
  footer: defaultFooterLayout,
  archive: defaultArchiveLayout,
  'not-found': defaultNotFoundLayout,
  'single-page': defaultPageLayout,
  'search-results': defaultSearchLayout,
} as const;
const untouched = JSON.stringify(defaultSingleLayout);
const ownStart = (kind: string | undefined): kind is keyof typeof startingLayout =>
  kind !== undefined && Object.hasOwn(startingLayout, kind);

/**
 * A new template starts designed for its kind. The layout field's default is the article's (a field's
 * default cannot read the kind chosen beside it), so a template of another kind created with that default
 * untouched gets its own kind's starting layout instead.
 */
export const startFromKindLayout: CollectionBeforeChangeHook = ({ data, operation }) => {
  const kind = data.kind as string | undefined;
  if (operation !== 'create' || !ownStart(kind)) return data;
  if (data.layout !== undefined && JSON.stringify(data.layout) !== untouched) return data;
  return { ...data, layout: structuredClone(startingLayout[kind]) };
};
