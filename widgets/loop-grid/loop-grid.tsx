import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { tw } from '../../messages/builder';
import { LoopResults } from './loop-results';
import type { LoopGridProps } from './schema';

/**
 * A grid of articles (spec §4 "Loop grid"). Its results come from ctx.loops[id], read before render for
 * the page's URL (filters and page), so a shared filtered URL renders filtered and every link works
 * without JavaScript. loop-grid.island.ts swaps the results in place through the refresh endpoint.
 */
export function LoopGrid({ props, ctx }: { props: LoopGridProps; ctx: WidgetContext }) {
  const loop = ctx.loops?.[props.id];
  const Preview = ctx.editing ? ctx.loopPreview : undefined;
  const style = {
    '--w-loop-cols': String(props.columns_desktop),
    '--w-loop-cols-t': String(props.columns_tablet),
    '--w-loop-cols-m': String(props.columns_mobile),
  } as CSSProperties;
  return (
    <div
      {...withClass(ctx.attrs, `w-loop-grid--${props.pagination}`)}
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
