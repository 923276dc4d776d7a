/** Content a keyboard user can land on: shown, not aria-hidden, with text or something to operate. */
function hasContent(el: Element): boolean {
  if ((el as HTMLElement).hidden || el.getAttribute('aria-hidden') === 'true') return false;
  return Boolean(el.textContent?.trim() || el.querySelector('a[href], button, input, select, textarea, img[alt]'));
}

/**
 * Where focus goes once the alert is gone: the next content after it in page order (skipping empty or
 * decorative elements such as spacers), else the main landmark.
 */
function nextFocus(root: HTMLElement): HTMLElement | null {
  const stop = root.closest('main') ?? document.body;
  for (let at: Element | null = root; at && at !== stop; at = at.parentElement) {
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) {
      if (hasContent(next)) return next as HTMLElement;
    }
  }
  return stop instanceof HTMLElement ? stop : null;
}

/**
 * Shows the dismiss button and hides the alert when it is pressed. Focus, which was on the button, moves to
 * the content after the alert so keyboard users are not dropped at the top of the page.
 */
export function init(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-alert-dismiss]');
  if (!button || !button.hidden) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const next = nextFocus(root);
    root.hidden = true;
    if (next) {
      if (next.tabIndex < 0 && !next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
      next.focus();
    }
  });
}
