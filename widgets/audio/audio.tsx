import type { WidgetContext } from '../../builder/context';
import type { AudioProps } from './schema';

/**
 * The browser's own audio player (keyboard and screen-reader ready), labelled by the title; the file is
 * fetched only when the visitor presses play, and nothing plays by itself (WCAG 1.4.2).
 */
export function Audio({ props, ctx }: { props: AudioProps; ctx: WidgetContext }) {
  const titleId = `${ctx.domId}-title`;
  if (!props.url) return null;
  return (
    <figure {...ctx.attrs}>
      <figcaption id={titleId} className="w-audio__title">
        {props.title}
      </figcaption>
      <audio src={props.url} controls preload="none" loop={props.loop} aria-labelledby={titleId} />
      {props.description && <p className="w-audio__description">{props.description}</p>}
    </figure>
  );
}
