import type { CSSProperties } from 'react';
import { withClass } from '../common';
import type { WidgetContext } from '../context';
import { tw } from '../../messages/builder';
import { LoopResults } from './listing-results';
import type { ListingProps } from './listing-props';

/**
 * A listing of articles: the loop grid (spec §4 "Loop grid"), posts and archive posts widgets. Its results
 * come from ctx.loops[id], read before render for the page's URL (filters and page), so a shared filtered
 * URL renders filtered and every link works without JavaScript. loop-grid.island.ts swaps the results in
 * place through the refresh endpoint.
 */
export function Listing({ props, ctx }: { props: ListingProps; ctx: WidgetContext }) {
  const loop = ctx.loops?.[props.id];
  const Preview = ctx.editing ? ctx.loopPreview : undefined;
  const style = {
    '--w-loop-cols': String(props.columns_desktop),
    '--w-loop-cols-t': String(props.columns_tablet),
    '--w-loop-cols-m': String(props.columns_mobile),
    '--w-loop-ratio': props.image_ratio.replace('-', ' / '),
  } as CSSProperties;
  return (
    <div
      {...withClass(ctx.attrs, 'w-listing', `w-loop-grid--${props.pagination}`, `w-listing--${props.layout}`)}
      style={style}
      data-loop-widget={props.id}
      data-loop-post={loop ? String(loop.postId) : undefined}
    >
      <div className="w-loop-grid__results" data-loop-results="" tabIndex={-1}>
        {loop ? (
          <LoopResults props={props} loop={loop} />
        ) : Preview ? (
          <Preview gridProps={props} />
        ) : (
          ctx.editing && <p className="w-loop-grid__empty">{tw.loop.editorPreview}</p>
        )}
      </div>
      <p className="visually-hidden" role="status" data-loop-status="" />
    </div>
  );
}
