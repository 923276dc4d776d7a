import type { LoopView } from '../builder/context';
import type { LoopScope } from './get-loop';

/**
 * What a listing's scope tells the widgets around it: on an author's archive an archive-posts widget's cards
 * may leave out the byline each would repeat, and a listing of a tag's, an author's, a month's or chosen
 * articles has no category whose subcategories a "listed" filter could offer.
 */
export function loopScopeFlags(source: string, scope: LoopScope): Pick<LoopView, 'authorArchive' | 'narrowed'> {
  const narrowed = Boolean(scope.tags?.length || scope.authors?.length || scope.posts?.length || scope.period);
  return {
    ...(source === 'archive' && scope.authors?.length ? { authorArchive: true } : {}),
    ...(narrowed ? { narrowed } : {}),
  };
}
