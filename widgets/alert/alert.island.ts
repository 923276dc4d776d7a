/**
 * Shows the dismiss button and hides the alert when it is pressed. Focus, which was on the button, moves to
 * the next element so keyboard users are not dropped at the top of the page.
 */
export function init(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-alert-dismiss]');
  if (!button || !button.hidden) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const next = (root.nextElementSibling ?? root.parentElement) as HTMLElement | null;
    root.hidden = true;
    if (next) {
      if (next.tabIndex < 0 && !next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
      next.focus();
    }
  });
}
