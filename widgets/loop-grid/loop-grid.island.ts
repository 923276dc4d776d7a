import {
  applyFilterSelection,
  isWidgetId,
  normaliseLogicalJoin,
  parseFilterState,
  readPageNumber,
  toRequestTerms,
  type FilterState,
} from '../../engines/loop-filter/codec';
import { nextSelection } from '../../engines/loop-filter/selection';

/**
 * Filtering and paging in place (spec §2, §4 "Loop grid", §7, §8). The filter's and the pages' links are
 * server-rendered hrefs; this follows them without a reload: loading overlay, POST to the refresh endpoint,
 * and only on a good answer the results are swapped, the URL pushed, the filter links rewritten and the
 * count announced. Any failure leaves everything as it was and removes the overlay, silently.
 */
export const refreshEndpoint = '/wp-json/arig/v1/refresh-loop';

type Mode = 'push' | 'pop' | 'append';

const pagedPath = /page\/\d+\/$/;

export function init(root: HTMLElement): void {
  if (root.dataset.loopReady) return;
  const id = root.dataset.loopWidget ?? '';
  const postId = Number(root.dataset.loopPost);
  const results = root.querySelector<HTMLElement>('[data-loop-results]');
  const status = root.querySelector<HTMLElement>('[data-loop-status]');
  if (!isWidgetId(id) || !Number.isSafeInteger(postId) || postId < 0 || !results || !status) return;
  root.dataset.loopReady = 'yes';

  const filters = () => Array.from(document.querySelectorAll<HTMLElement>(`[data-loop-for="${CSS.escape(id)}"]`));
  const defaultJoin = () => (filters().some((f) => f.dataset.loopJoin === 'OR') ? 'OR' : 'AND');
  const stateOf = (url: URL): FilterState => parseFilterState(url.search, id, { defaultJoin: defaultJoin() });
  const keyOf = (url: URL) => JSON.stringify([url.pathname, stateOf(url), readPageNumber(url.search, id)]);

  let shown = keyOf(new URL(location.href));
  let current: AbortController | null = null;

  function requestBody(url: URL) {
    const widgetFilters: Record<string, unknown> = {};
    const state = stateOf(url);
    for (const taxonomy of Object.keys(state)) {
      const filter = state[taxonomy]!;
      const owner = filters().find((f) => f.dataset.loopTaxonomy === taxonomy)?.dataset.loopFilterId;
      const key = owner && isWidgetId(owner) && !(owner in widgetFilters) ? owner : id;
      if (key in widgetFilters) continue;
      widgetFilters[key] = {
        filterType: 'taxonomy',
        filterData: { selectedTaxonomy: taxonomy, terms: toRequestTerms(filter), logicalJoin: filter.join },
      };
    }
    return {
      post_id: postId,
      widget_id: id,
      widget_filters: widgetFilters,
      pagination_base_url: `${url.pathname}${url.search}`,
    };
  }

  function rewriteFilters(url: URL): void {
    const state = stateOf(url);
    // Relative, like the server's hrefs; a filter always goes back to page 1.
    const base = `${url.pathname.replace(pagedPath, '')}${url.search}`;
    for (const nav of filters()) {
      const taxonomy = nav.dataset.loopTaxonomy ?? '';
      const join = normaliseLogicalJoin(nav.dataset.loopJoin);
      const selected = state[taxonomy]?.terms ?? [];
      for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[data-loop-term]')) {
        const slug = link.dataset.loopTerm || null;
        const next = applyFilterSelection(base, id, taxonomy, nextSelection(selected, slug, join), join);
        link.href = next;
        const isCurrent = slug === null ? selected.length === 0 : selected.includes(slug);
        if (isCurrent) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    }
  }

  function announce(): void {
    const count = results!.querySelector('[data-loop-count]')?.textContent ?? '';
    status!.textContent = '';
    // A new text node after a tick, so the same count is announced again.
    setTimeout(() => (status!.textContent = count), 50);
  }

  function append(html: string): void {
    const template = document.createElement('template');
    template.innerHTML = html;
    const list = results!.querySelector('[data-loop-items]');
    const incoming = template.content.querySelector('[data-loop-items]');
    const firstNew = incoming?.firstElementChild ?? null;
    if (list && incoming) list.append(...Array.from(incoming.children));
    const more = results!.querySelector('.w-loop-grid__more');
    const nextMore = template.content.querySelector('.w-loop-grid__more');
    if (more) {
      if (nextMore) more.replaceWith(nextMore);
      else more.remove();
    }
    firstNew?.querySelector<HTMLElement>('a')?.focus();
  }

  async function refresh(url: URL, mode: Mode): Promise<void> {
    current?.abort();
    const mine = new AbortController();
    current = mine;
    root.classList.add('is-loading');
    root.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(refreshEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(requestBody(url)),
        credentials: 'omit',
        signal: mine.signal,
      });
      if (!response.ok || response.status >= 400) return;
      const json: unknown = await response.json();
      const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
      if (typeof data !== 'string' || current !== mine) return;
      if (mode === 'append') {
        append(data);
        return;
      }
      const hadFocus = results!.contains(document.activeElement);
      results!.innerHTML = data; // our own server's render of the results (same origin, escaped by React)
      if (mode === 'push') history.pushState({ loopGrid: id }, '', url.href);
      shown = keyOf(url);
      rewriteFilters(url);
      announce();
      if (hadFocus) results!.focus();
    } catch {
      // Network error, bad JSON or an aborted call: the grid stays as it was (spec §8).
    } finally {
      if (current === mine) {
        current = null;
        root.classList.remove('is-loading');
        root.removeAttribute('aria-busy');
      }
    }
  }

  document.addEventListener('click', (event) => {
    if (
      !root.isConnected || // a grid removed from the page no longer answers
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || (link.target && link.target !== '_self')) return;
    const inFilter = link.hasAttribute('data-loop-term') && link.closest(`[data-loop-for="${CSS.escape(id)}"]`);
    const inResults = results.contains(link);
    const mode: Mode | null = inFilter
      ? 'push'
      : inResults && link.hasAttribute('data-loop-link')
        ? 'push'
        : inResults && link.hasAttribute('data-loop-more')
          ? 'append'
          : null;
    if (!mode) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    void refresh(url, mode);
  });

  window.addEventListener('popstate', () => {
    if (!root.isConnected) return;
    const url = new URL(location.href);
    if (keyOf(url) !== shown) void refresh(url, 'pop');
  });
}
