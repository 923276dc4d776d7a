/**
 * The share buttons that need the browser: copy the link (announced), the device's share sheet (or
 * copy where there is none), print. Loaded on the first press or focus (builder/islands.ts).
 */
const copiedText = 'הקישור הועתק';
const copyFailedText = 'לא ניתן היה להעתיק. אפשר להעתיק את הכתובת משורת הכתובת של הדפדפן.';
const confirmMs = 2500;

function announce(root: HTMLElement, text: string): void {
  const status = root.querySelector<HTMLElement>('[data-share-status]');
  if (!status) return;
  // Emptied first, so the same message twice is announced twice.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = text));
}

async function copy(root: HTMLElement, button: HTMLElement): Promise<void> {
  const url = root.dataset.shareUrl || location.href;
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    announce(root, copyFailedText);
    return;
  }
  announce(root, copiedText);
  const label = button.querySelector<HTMLElement>('.w-share__text, .visually-hidden');
  if (!label || button.dataset.shareConfirming) return;
  const before = label.textContent;
  button.dataset.shareConfirming = '1';
  label.textContent = copiedText;
  setTimeout(() => {
    label.textContent = before;
    delete button.dataset.shareConfirming;
  }, confirmMs);
}

function act(root: HTMLElement, button: HTMLElement): void {
  const action = button.dataset.shareAction;
  if (action === 'print') window.print();
  else if (action === 'copy') void copy(root, button);
  else if (action === 'share') {
    const data = { url: root.dataset.shareUrl || location.href, title: root.dataset.shareTitle || document.title };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      // A dismissed sheet rejects: nothing to say.
      navigator.share(data).catch(() => undefined);
    } else void copy(root, button);
  }
}

export function init(root: HTMLElement): void {
  if (root.dataset.shareReady) return;
  root.dataset.shareReady = '1';
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-share-action]');
    if (button && root.contains(button)) act(root, button);
  });
}

export function replay(root: HTMLElement, target: Element): void {
  const button = target.closest<HTMLElement>('[data-share-action]');
  if (button && root.contains(button)) act(root, button);
}
