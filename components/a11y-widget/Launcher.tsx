import type { CSSProperties } from 'react';
import type { A11yWidgetView, WidgetPlacement } from '../../data/get-a11y-widget';

const sizes = { small: 44, medium: 52, large: 60 } as const;

/** Positions are stored as the owner sees them (left/right); the site is RTL, so left is the inline end. */
function placementVars(prefix: string, p: WidgetPlacement): Record<string, string> {
  const [vertical = 'center', horizontal = 'left'] = p.position.split('-');
  const inline = (side: string) => (side === 'left' ? 'end' : 'start');
  if (p.exact) {
    return {
      [`--${prefix}-inline-side`]: inline(p.exact.xSide),
      [`--${prefix}-inline`]: `${p.exact.x}px`,
      [`--${prefix}-block-side`]: p.exact.ySide === 'top' ? 'start' : 'end',
      [`--${prefix}-block`]: `${p.exact.y}px`,
    };
  }
  return {
    [`--${prefix}-inline-side`]: inline(horizontal),
    [`--${prefix}-inline`]: '10px',
    [`--${prefix}-block-side`]: vertical === 'top' ? 'start' : vertical === 'bottom' ? 'end' : 'center',
    [`--${prefix}-block`]: '10px',
  };
}

/** The server-rendered launcher: the widget's own code loads only when it is first used. */
export function A11yLauncher({ widget }: { widget: A11yWidgetView }) {
  if (!widget.enabled || (widget.desktop.hidden && widget.mobile.hidden)) return null;
  const size = sizes[widget.icon.size];
  const d = placementVars('d', widget.desktop);
  const m = placementVars('m', widget.mobile);
  const style = {
    '--a11y-size': `${size}px`,
    '--a11y-color': widget.icon.color,
    '--a11y-radius': `${widget.icon.cornerRadius}px`,
    ...d,
    ...m,
  } as CSSProperties;
  const classes = [
    'a11y-launcher',
    `a11y-launcher--d-${d['--d-inline-side']}-${d['--d-block-side']}`,
    `a11y-launcher--m-${m['--m-inline-side']}-${m['--m-block-side']}`,
  ];
  if (widget.desktop.hidden) classes.push('a11y-launcher--d-hidden');
  if (widget.mobile.hidden) classes.push('a11y-launcher--m-hidden');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      style={style}
      aria-haspopup="dialog"
      aria-controls="a11y-panel"
      data-a11y-launcher
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
        <circle cx="12" cy="4" r="2.2" fill="currentColor" />
        <path
          d="M4 7.5c2.6.8 5.3 1.2 8 1.2s5.4-.4 8-1.2l.5 1.9c-2.1.7-4.3 1.1-6.5 1.3v3.6l2.3 7.2-1.9.6L12 15.3l-2.4 6.8-1.9-.6 2.3-7.2v-3.6c-2.2-.2-4.4-.6-6.5-1.3z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">העדפות נגישות</span>
    </button>
  );
}
