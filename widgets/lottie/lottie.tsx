import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { columnSizes, LibraryImage } from '../../builder/parts/library-image';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import type { LottieProps } from './schema';

/**
 * A Lottie animation from the media library, server-rendered as its poster: a picture in the space the
 * animation will take (the animation's own canvas ratio, so nothing moves when it starts). lottie.island.ts
 * loads the player only as the widget approaches the viewport and only where motion is allowed, then plays
 * it on view, on hover or focus, or with the scroll, in the poster's place. Under reduced motion (the
 * system's or the accessibility widget's) the poster stays and the player is never fetched.
 *
 * The picture inside is decorative: the frame carries the name (role="img" and the description), or is
 * hidden from screen readers altogether when the animation is decorative. The pause button (WCAG 2.2.2)
 * is rendered hidden; the island shows it when the animation plays by itself for more than 5 seconds.
 */
export function Lottie({ props, ctx }: { props: LottieProps; ctx: WidgetContext }) {
  const animation = props.animation_id ? ctx.animations?.[props.animation_id] : undefined;
  const poster = props.poster_media_id ? ctx.images?.[props.poster_media_id] : undefined;
  const src = animation && animation.src.startsWith('/') && isSafeUrl(animation.src) ? animation.src : undefined;
  const still = poster && isSafeUrl(poster.src) ? poster : undefined;
  if (!still) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.lottie} />;
  const ratio = animation ? `${animation.width} / ${animation.height}` : `${still.width} / ${still.height}`;
  const style = {
    '--w-lottie-ratio': ratio,
    ...(props.max_width > 0 ? { '--w-lottie-max': `${props.max_width}px` } : {}),
  } as CSSProperties;
  const name = props.alt || animation?.alt || still.alt;
  const playable = src !== undefined && !ctx.editing;
  const focusable = playable && props.trigger === 'hover' && !props.decorative;
  return (
    <figure
      {...withClass(ctx.attrs, `w-align-${props.align}`)}
      style={style}
      data-lottie-src={playable ? src : undefined}
      data-lottie-trigger={playable ? props.trigger : undefined}
      data-lottie-loop={playable ? (props.loop ? 'yes' : 'no') : undefined}
      data-lottie-speed={playable ? props.speed : undefined}
    >
      <div className="w-lottie__frame">
        <div
          className="w-lottie__stage"
          {...(props.decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
          tabIndex={focusable ? 0 : undefined}
        >
          <LibraryImage
            media={still}
            decorative
            className="w-lottie__poster"
            sizes={
              props.max_width > 0
                ? `(max-width: ${props.max_width}px) 100vw, ${props.max_width}px`
                : columnSizes({ mobile: 1, tablet: 1, desktop: 1 })
            }
          />
        </div>
        {playable && props.trigger === 'view' && (
          <button type="button" className="w-lottie__pause" aria-pressed="false" data-lottie-pause="" hidden>
            <svg className="w-lottie__icon-pause" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 2h3.5v12H3zM9.5 2H13v12H9.5z" />
            </svg>
            <svg className="w-lottie__icon-play" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 2l10 6-10 6z" />
            </svg>
            <span className="visually-hidden" data-lottie-pause-label="">
              {tw.lottie.pause}
            </span>
          </button>
        )}
      </div>
      {props.caption && <figcaption className="w-lottie__caption">{props.caption}</figcaption>}
    </figure>
  );
}
