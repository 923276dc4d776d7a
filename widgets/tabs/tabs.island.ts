import { nextTabIndex } from '../../engines/roving-tabs';

/**
 * Tabs behaviour on server-rendered markup (tabs.tsx): click and keyboard selection (RTL arrows,
 * Home/End), roving tabindex, `hidden` on inactive panels. Plain DOM, no framework.
 */
export function init(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  if (!list || list.dataset.ready) return;
  list.dataset.ready = 'yes';
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  const vertical = list.getAttribute('aria-orientation') === 'vertical';

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', on ? 'true' : 'false');
      tab.tabIndex = on ? 0 : -1;
      const panel = panels[i];
      if (panel) {
        panel.hidden = !on;
        panel.classList.toggle('is-inactive', !on);
      }
    });
    if (focus) tabs[index]?.focus();
  };

  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
  select(current, false);

  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    const index = tab ? tabs.indexOf(tab) : -1;
    if (index !== -1) select(index, true);
  });
  list.addEventListener('keydown', (event) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const next = nextTabIndex(index, event.key, tabs.length, rtl, vertical ? 'vertical' : 'horizontal');
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  });
}
