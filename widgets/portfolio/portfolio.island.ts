/**
 * The portfolio's filter in place: its links become toggle buttons (`aria-pressed`, Space and Enter),
 * a choice hides the other fields' cards without a reload, keeps the address (so the view can be shared
 * and reloads the same), and announces the count. Without this, the links reload the filtered page.
 */
import { portfolioCount } from './count';

function choose(root: HTMLElement, links: HTMLAnchorElement[], field: string, announce: boolean): void {
  for (const link of links) {
    link.setAttribute('aria-pressed', String(link.dataset.portfolioField === field));
    link.removeAttribute('aria-current');
  }
  let shown = 0;
  for (const item of root.querySelectorAll<HTMLElement>('[data-portfolio-item]')) {
    const visible = field === '' || item.dataset.portfolioItem === field;
    item.hidden = !visible;
    if (visible) shown += 1;
  }
  const count = root.querySelector<HTMLElement>('[data-portfolio-count]');
  if (count) count.textContent = portfolioCount(shown);
  const param = root.dataset.portfolioParam;
  if (param) {
    const url = new URL(location.href);
    if (field) url.searchParams.set(param, field);
    else url.searchParams.delete(param);
    history.replaceState(history.state, '', url);
  }
  const status = root.querySelector<HTMLElement>('[data-portfolio-status]');
  if (announce && status) status.textContent = portfolioCount(shown);
}

export function init(root: HTMLElement): void {
  if (root.dataset.portfolioReady) return;
  root.dataset.portfolioReady = '1';
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-portfolio-field]')];
  for (const link of links) {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-pressed', String(link.getAttribute('aria-current') === 'true'));
    link.removeAttribute('aria-current');
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      choose(root, links, link.dataset.portfolioField ?? '', true);
    });
    // A button answers Space as well as Enter.
    link.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      link.click();
    });
  }
}
