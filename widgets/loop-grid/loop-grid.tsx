import type { WidgetContext } from '../../builder/context';
import { Listing } from '../../builder/parts/listing';
import type { LoopGridProps } from './schema';

/** A grid of articles from categories, filtered by a taxonomy-filter widget (spec §4 "Loop grid"). */
export function LoopGrid({ props, ctx }: { props: LoopGridProps; ctx: WidgetContext }) {
  return <Listing props={props} ctx={ctx} />;
}
