/**
 * The catalogue's categories, sorting and page links without a reload: the next catalogue page is the
 * same server-rendered address (kept in the page cache), fetched and swapped in place, the address
 * pushed to history, the new count read out and focus put on the results' heading. Every state is a real
 * URL, which is also the way without JavaScript, and the fallback when a fetch fails.
 */
const regionSelector = '[data-shop-catalogue]';

const region = (doc: Document): HTMLElement | null => doc.querySelector<HTMLElement>(regionSelector);

let live: HTMLElement | null = null;

/** One live region that outlives the swaps, so the new count is read out. */
function announce(text: string): void {
  if (!live) {
    live = document.createElement('p');
    live.className = 'visually-hidden';
    live.setAttribute('role', 'status');
    document.body.append(live);
  }
  live.textContent = text;
}

// Only the latest navigation lands: Back pressed twice quickly ends on the page it ended on.
let latest = 0;

async function show(url: URL, push: boolean): Promise<void> {
  const mine = (latest += 1);
  region(document)?.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (mine !== latest) return;
    const next = region(page);
    const current = region(document);
    if (!next || !current) throw new Error('no catalogue');
    current.replaceWith(next);
    document.title = page.title;
    if (push) history.pushState({ shop: true }, '', url.href);
    announce(next.querySelector('.shop__count')?.textContent ?? '');
    const heading = next.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  } catch {
    location.assign(url.href);
  }
}

const isCatalogue = (url: URL) =>
  url.origin === location.origin && /^\/(shop|product-category|product-tag)\//.test(url.pathname);

export function initCatalogueNav(): void {
  // Says that links here now navigate in place (a press before this point simply loads the page).
  document.documentElement.dataset.shopNav = 'in-place';
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !link.closest(`${regionSelector} :is(.shop__categories, .pagination)`))
      return;
    const url = new URL(link.href);
    if (!isCatalogue(url)) return;
    e.preventDefault();
    void show(url, true);
  });
  document.addEventListener('submit', (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(`${regionSelector} .shop__sort`)) return;
    const url = new URL(form.action);
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.set(name, value);
    if (!isCatalogue(url)) return;
    e.preventDefault();
    void show(url, true);
  });
  // The sort applies as soon as it is chosen (the button stays for keyboards and without JavaScript).
  document.addEventListener('change', (e) => {
    const select = e.target;
    if (select instanceof HTMLSelectElement && select.closest(`${regionSelector} .shop__sort`))
      select.form?.requestSubmit();
  });
  window.addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (region(document) && isCatalogue(url)) void show(url, false);
  });
}
