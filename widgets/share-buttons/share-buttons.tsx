import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { networks, shareHref, type NetworkId } from '../../engines/share/networks';
import type { ShareButtonsProps } from './schema';

const newWindow = ' (נפתח בחלון חדש)';

/** Drawn for arig (no brand logos): share, link, printer, envelope. */
const glyphs = {
  share:
    'M15 5.5a2.5 2.5 0 1 1 0 .01M5 10a2.5 2.5 0 1 1 0 .01M15 14.5a2.5 2.5 0 1 1 0 .01M7.2 8.9l5.6-2.8M7.2 11.1l5.6 2.8',
  copy: 'M8.5 11.5l3-3M7 9.5L5.2 11.3a2.5 2.5 0 0 0 3.5 3.5L10.5 13M13 10.5l1.8-1.8a2.5 2.5 0 0 0-3.5-3.5L9.5 7',
  print: 'M6 8V3h8v5M6 14H4V8h12v6h-2M6 11h8v6H6z',
  email: 'M3 5h14v10H3zM3 5l7 6 7-6',
} as const;

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <svg className="w-share__glyph" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path
        d={glyphs[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Badge({ id }: { id: NetworkId }) {
  if (id === 'email' || id === 'print') return <Glyph name={id} />;
  return (
    <span className="w-share__mark" aria-hidden="true">
      {networks[id].mark}
    </span>
  );
}

/** http(s) only: a relative address is taken from the page's; anything else shares the page itself. */
function sharedUrl(custom: string, pageUrl: string): string {
  if (!custom) return pageUrl;
  try {
    const url = new URL(custom, pageUrl || 'https://invalid.example/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : pageUrl;
  } catch {
    return pageUrl;
  }
}

/**
 * Share links built on the server from URL templates: no third-party script, no counters. Copy link,
 * the device's own share sheet and print are buttons that need JavaScript (hidden without it); their
 * few lines load on the first press (an interaction-only island).
 */
export function ShareButtons({ props, ctx }: { props: ShareButtonsProps; ctx: WidgetContext }) {
  const page = ctx.page ?? { url: '', title: '', image: '' };
  const target = { url: sharedUrl(props.share_url, page.url), title: page.title, image: page.image };
  const attrs = withClass(
    ctx.attrs,
    'w-share',
    `w-align-${props.align}`,
    `w-share--${props.view}`,
    `w-share--${props.skin}`,
    `w-share--${props.shape}`,
  );
  // The group on each button's text where it shows (as Elementor's on its buttons' titles), not on the icons.
  const textAttrs =
    props.view === 'icon' ? { className: 'visually-hidden' } : typographyAttrs('w-share__text', typographyStyle(props));
  const text = (label: string) => <span {...textAttrs}>{label}</span>;
  const icon = (node: React.ReactNode) => (props.view === 'text' ? null : node);
  const action = (name: 'share' | 'copy', glyph: React.ReactNode, label: string) => (
    <li className="w-share__js">
      <button type="button" className="w-share__btn w-share__btn--action" data-share-action={name}>
        {icon(glyph)}
        {text(label)}
      </button>
    </li>
  );
  return (
    <div {...attrs} data-share-url={target.url} data-share-title={target.title}>
      <ul className="w-share__list" aria-label={props.label}>
        {props.items.map(({ network }, i) => {
          const href = shareHref(network, target);
          const style = { '--w-share-colour': networks[network].colour } as React.CSSProperties;
          return (
            <li key={`${network}-${i}`} className={href ? undefined : 'w-share__js'}>
              {href ? (
                <a
                  className="w-share__btn"
                  style={style}
                  href={href}
                  {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {icon(<Badge id={network} />)}
                  {text(networks[network].label)}
                  {network !== 'email' && <span className="visually-hidden">{newWindow}</span>}
                </a>
              ) : (
                <button type="button" className="w-share__btn" style={style} data-share-action="print">
                  {icon(<Badge id={network} />)}
                  {text(networks[network].label)}
                </button>
              )}
            </li>
          );
        })}
        {props.native_share && action('share', <Glyph name="share" />, 'שיתוף…')}
        {props.copy_link && action('copy', <Glyph name="copy" />, 'העתקת קישור')}
      </ul>
      <span className="visually-hidden" role="status" data-share-status />
    </div>
  );
}
