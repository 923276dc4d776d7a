import type { PopupConfigEntry } from '../../engines/popup/config';

/**
 * One popup's <dialog>: opening (modal when a11y_navigation traps focus), the close button, focus,
 * scroll lock and the entrance/exit animations. It renders; the engine decides.
 */
export interface PopupView {
  open(): void;
  showCloseButton(): void;
  focus(): void;
  close(): void;
}

const focusable =
  'a[href], button:not([disabled]):not([hidden]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

const lockers = new Set<string>();

function stillMotion(): boolean {
  return (
    matchMedia('(prefers-reduced-motion: reduce)').matches ||
    document.documentElement.classList.contains('a11y-pause-animations')
  );
}

export function popupView(dialog: HTMLDialogElement, popup: PopupConfigEntry): PopupView {
  const box = dialog.querySelector<HTMLElement>('[data-popup-box]') ?? dialog;
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-popup-close]');
  const { settings } = popup;
  let returnTo: Element | null = null;
  let leaving: number | undefined;

  const onExitEnd = (e: Event) => e.target === dialog && finish();
  const finish = () => {
    dialog.removeEventListener('animationend', onExitEnd);
    window.clearTimeout(leaving);
    leaving = undefined;
    delete dialog.dataset.state;
    if (dialog.open) dialog.close();
    lockers.delete(popup.id);
    if (lockers.size === 0) document.documentElement.classList.remove('popup-scroll-lock');
    if (closeButton) closeButton.hidden = true;
    if (returnTo instanceof HTMLElement && returnTo.isConnected && dialog.contains(document.activeElement)) {
      returnTo.focus();
    } else if (returnTo instanceof HTMLElement && returnTo.isConnected && document.activeElement === document.body) {
      returnTo.focus();
    }
  };

  return {
    open() {
      if (leaving !== undefined) finish();
      returnTo = document.activeElement;
      if (settings.prevent_scroll) {
        lockers.add(popup.id);
        document.documentElement.classList.add('popup-scroll-lock');
      }
      dialog.dataset.state = 'in';
      // Modal: the page behind is inert, so focus stays in the popup (a11y_navigation). Otherwise the
      // popup is shown without trapping and aria-modal stays false.
      if (settings.a11y_navigation) dialog.showModal();
      else dialog.show();
    },
    showCloseButton() {
      if (closeButton) closeButton.hidden = false;
    },
    focus() {
      if (!dialog.open) return;
      const first = Array.from(box.querySelectorAll<HTMLElement>(focusable)).find((el) => el.getClientRects().length);
      (first ?? box).focus();
    },
    close() {
      if (!dialog.open) return;
      if (settings.exit_animation === 'none' || stillMotion()) return finish();
      dialog.dataset.state = 'out';
      const exitMs = parseFloat(getComputedStyle(dialog).animationDuration) * 1000;
      if (!(exitMs > 0)) return finish();
      dialog.addEventListener('animationend', onExitEnd);
      // animationend never comes when the page is hidden or the animation is cancelled: finish anyway.
      leaving = window.setTimeout(finish, exitMs + 100);
    },
  };
}
