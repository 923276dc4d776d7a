import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { DeferredImage } from '../../components/content/DeferredImage';
import { columnSizes } from '../../builder/parts/library-image';
import { parseVideoUrl, providerName, videoPageUrl } from '../../engines/media/video';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import type { VideoProps } from './schema';

const ratios = { '16-9': '16 / 9', '4-3': '4 / 3', '1-1': '1 / 1', '9-16': '9 / 16' } as const;

/**
 * YouTube and Vimeo sit behind a privacy facade: a poster from the site's own media and a play link to the
 * video's page. Nothing is fetched from the provider until the visitor presses it; then the island loads
 * the provider's player in place (without JavaScript the link opens the video's page). A file from the
 * site plays in the browser's own player, fetched only on play.
 */
export function Video({ props, ctx }: { props: VideoProps; ctx: WidgetContext }) {
  const poster = props.poster_media_id ? ctx.images?.[props.poster_media_id] : undefined;
  const posterSrc = poster && isSafeUrl(poster.src) ? poster.src : undefined;
  const style = { '--w-video-ratio': ratios[props.aspect_ratio] } as CSSProperties;
  if (props.provider === 'hosted') {
    if (!props.url) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.video} />;
    return (
      <figure {...withClass(ctx.attrs, 'w-video--hosted')} style={style}>
        <video
          src={props.url}
          poster={posterSrc}
          controls={props.controls}
          muted={props.mute}
          loop={props.loop}
          preload="none"
          playsInline
          aria-label={props.title}
        />
      </figure>
    );
  }
  const source = parseVideoUrl(props.provider, props.url);
  if (!source) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.video} />;
  const name = providerName[source.provider];
  return (
    <figure
      {...withClass(ctx.attrs, 'w-video--facade')}
      style={style}
      data-video-provider={source.provider}
      data-video-id={source.id}
      data-video-start={props.start || undefined}
      data-video-mute={props.mute ? 'yes' : undefined}
      data-video-loop={props.loop ? 'yes' : undefined}
      data-video-controls={props.controls ? undefined : 'no'}
    >
      <a className="w-video__play" href={videoPageUrl(source, props.start)} data-video-play="">
        {poster && posterSrc && (
          // The facade's picture at the width it is shown (the largest copy alone was 134 KB on a phone), and
          // only as it nears the viewport: loaded at once, it shared the connection with the largest paint's.
          <DeferredImage
            src={posterSrc}
            srcSet={poster.srcset || undefined}
            sizes={poster.srcset ? columnSizes({ mobile: 1, tablet: 1, desktop: 1 }) : undefined}
            alt=""
            width={poster.width}
            height={poster.height}
          />
        )}
        <span className="w-video__button" aria-hidden="true">
          <svg viewBox="0 0 68 48" width="68" height="48">
            <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3S12.7.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.2 13 .2 24 .2 24s0 11 1.3 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.8 35 67.8 24 67.8 24s0-11-1.3-16.3z" />
            <path d="M27 34l18-10-18-10z" fill="#fff" />
          </svg>
        </span>
        <span className="visually-hidden">{tw.playVideo(props.title)}</span>
      </a>
      <figcaption className="w-video__notice">{tw.videoNotice(name)}</figcaption>
    </figure>
  );
}
