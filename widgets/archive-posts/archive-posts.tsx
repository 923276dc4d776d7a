import type { WidgetContext } from '../../builder/context';
import { Listing } from '../../builder/parts/listing';
import type { ArchivePostsProps } from './schema';

/** The articles of the archive the widget is shown on (its scope comes with the page's loop data). */
export function ArchivePosts({ props, ctx }: { props: ArchivePostsProps; ctx: WidgetContext }) {
  return <Listing props={props} ctx={ctx} />;
}
