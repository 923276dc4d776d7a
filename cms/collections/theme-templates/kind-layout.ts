import type { CollectionBeforeChangeHook } from 'payload';
import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';
import { defaultArchiveLayout } from '../../../data/theme/default-archive-layout';

const startingLayout = {
  header: defaultHeaderLayout,
  footer: defaultFooterLayout,
  archive: defaultArchiveLayout,
} as const;
const untouched = JSON.stringify(defaultSingleLayout);

/**
 * A new template starts designed for its kind. The layout field's default is the article's (a field's
 * default cannot read the kind chosen beside it), so a header, footer or archive created with that default
 * untouched gets its own kind's starting layout instead.
 */
export const startFromKindLayout: CollectionBeforeChangeHook = ({ data, operation }) => {
  const kind = data.kind as string | undefined;
  if (operation !== 'create' || (kind !== 'header' && kind !== 'footer' && kind !== 'archive')) return data;
  if (data.layout !== undefined && JSON.stringify(data.layout) !== untouched) return data;
  return { ...data, layout: structuredClone(startingLayout[kind]) };
};
