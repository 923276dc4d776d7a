import type { CSSProperties, ReactNode } from 'react';
import type { PopupSettings, popupAnimations } from '../../engines/popup/settings';
import { tPopup } from '../../messages/popup';

export interface PopupDialogProps {
  id: string;
  title: string;
  settings: Pick<
    PopupSettings,
    'close_button_position' | 'classes' | 'entrance_animation' | 'exit_animation' | 'entrance_animation_duration'
  >;
  children: ReactNode;
}

/** The keyframes (popup.css) each animation setting plays; an exit plays its keyframes backwards. */
const keyframes: Record<(typeof popupAnimations)[number], string | undefined> = {
  none: undefined,
  fadeIn: 'popup-fade',
  fadeInUp: 'popup-fade-up',
  fadeInDown: 'popup-fade-down',
  fadeInLeft: 'popup-fade-left',
  fadeInRight: 'popup-fade-right',
  zoomIn: 'popup-zoom',
  slideInUp: 'popup-slide-up',
  slideInDown: 'popup-slide-down',
  slideInLeft: 'popup-slide-left',
  slideInRight: 'popup-slide-right',
  bounceIn: 'popup-bounce',
};

/**
 * A popup as the server renders it: a closed native <dialog> (not displayed, not in the accessibility
 * tree, its content inert) labelled by the popup's title. The browser runtime opens it; the close button
 * stays hidden until the runtime reveals it after `close_button_delay`.
 */
export function PopupDialog({ id, title, settings, children }: PopupDialogProps) {
  const classes = ['popup', `popup--close-${settings.close_button_position}`, settings.classes].filter(Boolean);
  const style = {
    '--popup-duration': `${settings.entrance_animation_duration.size}s`,
    '--popup-in': keyframes[settings.entrance_animation],
    '--popup-out': keyframes[settings.exit_animation],
  } as CSSProperties;
  return (
    <dialog id={`popup-${id}`} className={classes.join(' ')} aria-label={title} data-popup={id} style={style}>
      <div className="popup__box" data-popup-box tabIndex={-1}>
        <button type="button" className="popup__close" data-popup-close hidden aria-label={tPopup.close(title)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="popup__content">{children}</div>
      </div>
    </dialog>
  );
}
