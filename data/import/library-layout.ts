import { elementorToLayout } from '../../builder/import/elementor-to-layout';
import type { Layout } from '../../builder/layout';
import type { WxrItem } from '../../engines/wordpress/wxr';
import type { ImportContext } from './context';
import { elementorResolver } from './elementor-resolver';

/**
 * An Elementor template's content (`_elementor_data`: a popup's, a header's) as a builder layout, its
 * widgets mapped as a page's are; what the mapper dropped or kept as a placeholder goes into the report,
 * and so does an empty one (`empty`: the note, naming what it is).
 */
export function libraryLayout(
  ctx: ImportContext,
  item: WxrItem,
  title: string,
  link: (href: string) => string,
  empty: string,
): Layout {
  const note = (detail: string) => ctx.report.contentNotes.push({ wpId: item.id, title, kind: 'elementor', detail });
  const data = item.meta._elementor_data;
  if (!data?.trim()) note(empty);
  const { layout, report } = elementorToLayout(data?.trim() ? data : [], title, elementorResolver(ctx, item.id, link));
  for (const [type, n] of Object.entries(report.placeholders))
    ctx.report.placeholders[type] = (ctx.report.placeholders[type] ?? 0) + n;
  for (const issue of report.issues) note(issue);
  return layout;
}
