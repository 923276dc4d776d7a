import { moveActive } from '../../engines/search/active-option';
import { minSuggestChars } from '../../engines/search/limits';
import type { SearchDoc } from '../../engines/search/search-index';
import suggestCss from '../../components/search/search-suggest.css?inline';
import { ts } from '../../messages/search';
import { adoptStyles } from '../adopt-styles';

/**
 * Suggestions for a search form: the WAI-ARIA combobox pattern with a listbox popup (list
 * autocomplete). Focus stays in the input; arrows move `aria-activedescendant`; Enter opens the chosen
 * suggestion or, with none chosen, submits the form as usual; Escape closes the list. Counts are
 * announced in one polite live region per page.
 */
const endpoint = '/wp-json/arig/v1/search';
const debounceMs = 200;

interface Suggestion {
  url: string;
  title: string;
  kind: SearchDoc['kind'];
}

let liveRegion: HTMLElement | null = null;
function announce(text: string): void {
  if (!liveRegion) {
    liveRegion = document.createElement('div');
    liveRegion.className = 'visually-hidden';
    liveRegion.setAttribute('role', 'status');
    document.body.append(liveRegion);
  }
  liveRegion.textContent = text;
}

function readSuggestions(body: unknown): Suggestion[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is Suggestion =>
      typeof i?.url === 'string' &&
      i.url.startsWith('/') &&
      typeof i.title === 'string' &&
      Object.hasOwn(ts.kinds, i.kind),
  );
}

function optionElement(id: string, title: string, detail: string | null, url: string, extraClass = ''): HTMLLIElement {
  const li = document.createElement('li');
  li.id = id;
  li.className = `search-suggest__option ${extraClass}`.trim();
  li.setAttribute('role', 'option');
  li.setAttribute('aria-selected', 'false');
  li.dataset.url = url;
  li.append(title);
  if (detail) {
    const kind = document.createElement('span');
    kind.className = 'search-suggest__kind';
    kind.textContent = detail;
    li.append(kind);
  }
  return li;
}

export function initSuggest(form: HTMLFormElement, focused: HTMLElement | null): void {
  const input = form.querySelector<HTMLInputElement>('input[data-search-input]');
  const field = input?.parentElement;
  if (!input || !field || input.getAttribute('role') === 'combobox') return;
  adoptStyles(suggestCss);
  const listId = `${input.id}-suggestions`;
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'search-suggest';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', ts.suggestions);
  list.hidden = true;
  field.append(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let options: HTMLLIElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  const isOpen = () => !list.hidden;
  function setActive(index: number) {
    active = index;
    options.forEach((li, i) => li.setAttribute('aria-selected', String(i === index)));
    const chosen = options[index];
    if (chosen) {
      input!.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else input!.removeAttribute('aria-activedescendant');
  }
  function close() {
    list.hidden = true;
    input!.setAttribute('aria-expanded', 'false');
    setActive(-1);
  }
  function open() {
    if (options.length === 0) return;
    list.hidden = false;
    input!.setAttribute('aria-expanded', 'true');
  }
  function render(query: string, found: Suggestion[]) {
    options = found.map((s, i) => optionElement(`${listId}-${i}`, s.title, ts.kinds[s.kind], s.url));
    if (found.length > 0) {
      options.push(
        optionElement(
          `${listId}-all`,
          ts.allResults(query),
          null,
          `/?s=${encodeURIComponent(query)}`,
          'search-suggest__option--all',
        ),
      );
    }
    list.replaceChildren(...options);
    setActive(-1);
    if (options.length > 0) open();
    else close();
    announce(ts.suggestionsCount(found.length));
  }
  async function fetchFor(query: string) {
    pending?.abort();
    pending = new AbortController();
    try {
      const response = await fetch(`${endpoint}?q=${encodeURIComponent(query)}`, { signal: pending.signal });
      if (!response.ok) return;
      const found = readSuggestions(await response.json());
      // An answer for what the box no longer says is dropped.
      if (input!.value.trim() === query) render(query, found);
    } catch {
      // Aborted or offline: the form still submits.
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if ([...query].length < minSuggestChars) {
      pending?.abort();
      options = [];
      list.replaceChildren();
      close();
      return;
    }
    timer = setTimeout(() => void fetchFor(query), debounceMs);
  });

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      open();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter' && isOpen() && active >= 0) {
      const url = options[active]?.dataset.url;
      if (!url) return;
      event.preventDefault();
      window.location.assign(url);
    } else if (event.key === 'Escape' && isOpen()) {
      // The list closes and the text stays (the search input's own Escape would clear it).
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  });

  // A press on an option must not take focus from the input before the click chooses it.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const li = (event.target as Element).closest<HTMLLIElement>('[role="option"]');
    if (li?.dataset.url) window.location.assign(li.dataset.url);
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });

  // Typed before the code arrived: suggest for it now.
  if (focused === input && [...input.value.trim()].length >= minSuggestChars) void fetchFor(input.value.trim());
}
