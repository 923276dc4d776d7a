/**
 * Loads the service's frame in place of the facade card on the visitor's press, and moves focus to
 * it. Loaded on the first press or focus only (builder/islands.ts).
 */
function load(root: HTMLElement): void {
  const src = root.dataset.embedSrc;
  if (!src || root.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = root.dataset.embedTitle || '';
  frame.className = 'w-embed__frame';
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.tabIndex = -1;
  root.querySelector('.w-embed__card')?.replaceWith(frame);
  root.classList.add('is-loaded');
  frame.focus();
}

export function init(root: HTMLElement): void {
  if (root.dataset.embedReady) return;
  root.dataset.embedReady = '1';
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-embed-load]')) load(root);
  });
}

export function replay(root: HTMLElement, target: Element): void {
  if (target.closest('[data-embed-load]')) load(root);
}
