import type { WidgetContext } from '../../builder/context';
import { Listing } from '../../builder/parts/listing';
import type { PostsProps } from './schema';

/** Articles from a chosen source (latest, categories, tags, an author, hand-picked): Elementor's Posts. */
export function Posts({ props, ctx }: { props: PostsProps; ctx: WidgetContext }) {
  return <Listing props={props} ctx={ctx} />;
}
