import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { parseSocialEmbed, socialServices } from '../../engines/media/social-embed';
import type { SocialEmbedProps } from './schema';

/**
 * A post, player or map from another service behind a privacy facade: a card with what it is, a
 * button that loads it in place, and a link to it on the service. Nothing reaches the service until
 * the press (the page's CSP admits the service's frame only because the page has this widget); the
 * space is reserved, so loading moves nothing.
 */
export function SocialEmbed({ props, ctx }: { props: SocialEmbedProps; ctx: WidgetContext }) {
  const embed = props.url ? parseSocialEmbed(props.service, props.url) : null;
  if (!embed) return <EditorPlaceholder ctx={ctx} text="הטמעה: בחרו שירות והדביקו קישור" />;
  const service = socialServices[props.service];
  const style: Record<string, string> = service.height
    ? { '--w-embed-height': `${service.height}px` }
    : { '--w-embed-ratio': '16 / 9' };
  return (
    <figure
      {...withClass(
        ctx.attrs,
        service.height ? 'w-embed--fixed' : 'w-embed--ratio',
        props.service === 'google-maps' && 'w-embed--wide',
      )}
      style={style as CSSProperties}
      data-embed-src={embed.src}
      data-embed-title={props.title}
    >
      <div className="w-embed__card">
        <p className="w-embed__service">{service.name}</p>
        <p className="w-embed__title">{props.title}</p>
        {props.description && <p className="w-embed__description">{props.description}</p>}
        <p className="w-embed__notice">
          התוכן מוגש מ־<bdi>{service.name}</bdi>. הטעינה תשתף איתם את כתובת ה־IP שלכם ונתונים על הדפדפן.
        </p>
        <div className="w-embed__actions">
          <button type="button" className="w-embed__load" data-embed-load="">
            טעינת התוכן מ־<bdi>{service.name}</bdi>
          </button>
          <a className="w-embed__open" href={embed.page} target="_blank" rel="noopener noreferrer">
            פתיחה ב־<bdi>{service.name}</bdi>
            <span className="visually-hidden"> (נפתח בחלון חדש)</span>
          </a>
        </div>
      </div>
    </figure>
  );
}
