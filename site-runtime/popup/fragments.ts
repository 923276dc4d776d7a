import { popupFragmentUrl } from '../../engines/popup/fragment-url';

const loadIslands = () => import('../../builder/islands');

/**
 * The popups' closed dialogs, fetched from the server for this page (site/lib/popup-route.ts) and put at the
 * end of the body with their styles; their widgets' islands boot as the page's would. A dialog that cannot
 * be fetched is left out: its popup never opens (the engine's other popups still do).
 */
export async function fetchPopupDialogs(ids: readonly string[]): Promise<Map<string, HTMLDialogElement>> {
  const answers = await Promise.all(
    ids.map((id) =>
      fetch(popupFragmentUrl(id, location.pathname), { headers: { Accept: 'text/html' } }).then(
        (res) => (res.ok ? res.text() : ''),
        () => '',
      ),
    ),
  );
  const holder = document.createElement('div');
  holder.className = 'popups';
  holder.innerHTML = answers.join('');
  // A sheet the page (or another dialog) already has stays where it was: a second copy, later in the
  // document, would outrank the page's own rules that came after the first.
  const present = new Set(
    Array.from(document.querySelectorAll<HTMLElement>('style[data-style]'), (s) => s.dataset.style),
  );
  for (const style of holder.querySelectorAll<HTMLStyleElement>('style[data-style]')) {
    if (present.has(style.dataset.style)) style.remove();
    else present.add(style.dataset.style);
  }
  const dialogs = new Map<string, HTMLDialogElement>();
  for (const dialog of holder.querySelectorAll<HTMLDialogElement>('dialog[data-popup]'))
    if (ids.includes(dialog.dataset.popup ?? '')) dialogs.set(dialog.dataset.popup!, dialog);
  document.body.append(holder);

  const islands = new Set(
    Array.from(holder.querySelectorAll<HTMLElement>('[data-island]'), (el) => el.dataset.island!),
  );
  if (islands.size > 0) void loadIslands().then((m) => m.bootIslands(holder, [...islands]));
  return dialogs;
}
