/**
 * Search forms work as plain GETs; their suggestions (a combobox) are fetched on the first focus of, or
 * touch in, any search form on the page, and then serve every search form of the page.
 */
const loadSuggest = () => import('./search/suggest');

export function initSearchLoader(): void {
  const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-search]')];
  if (forms.length === 0) return;
  let started = false;
  const start = (event: Event) => {
    if (started) return;
    started = true;
    for (const form of forms) {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
    }
    const focused = event.type === 'focusin' ? (event.target as HTMLElement) : null;
    loadSuggest()
      .then((m) => forms.forEach((form) => m.initSuggest(form, focused)))
      .catch(() => undefined);
  };
  for (const form of forms) {
    form.addEventListener('focusin', start);
    form.addEventListener('pointerdown', start);
  }
  // A box focused before this code started (it starts once the page has painted) starts them as its focus would.
  const focused = document.activeElement;
  if (focused && forms.some((form) => form.contains(focused)))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
