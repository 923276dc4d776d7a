import type { PopupConfigEntry } from '../../engines/popup/config';
import type { PopupEngine } from '../../engines/popup/machine';
import { popupView, type PopupView } from './dialog';
import { fetchPopupDialogs } from './fragments';

/**
 * The popups' dialogs, fetched and wired to the engine on a visit where a popup may open, so a visit where
 * every popup is capped, blocked or converted downloads only the engine.
 */
export async function mountPopupViews(
  popups: readonly PopupConfigEntry[],
  engine: PopupEngine,
): Promise<Map<string, PopupView>> {
  const dialogs = await fetchPopupDialogs(popups.map((p) => p.id));
  const views = new Map<string, PopupView>();
  for (const popup of popups) {
    const { id } = popup;
    const dialog = dialogs.get(id);
    if (!dialog) continue;
    views.set(id, popupView(dialog, popup));
    dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => engine.close(id, 'button'));
    // Escape on a modal dialog: the browser's cancel, which the engine may refuse.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      engine.close(id, 'esc');
    });
    // The browser may still close it (repeated Escape without user activation): keep the engine's word.
    dialog.addEventListener('close', () => {
      if (!engine.isOpen(id) || engine.close(id, 'esc')) return;
      if (popup.settings.a11y_navigation) dialog.showModal();
      else dialog.show();
    });
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) engine.close(id, 'background');
    });
  }
  // Escape for popups shown without trapping focus (no native cancel then).
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const [id, dialog] of dialogs) if (dialog.open && !dialog.matches(':modal')) engine.close(id, 'esc');
  });
  return views;
}
