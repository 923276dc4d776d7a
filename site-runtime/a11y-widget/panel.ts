import {
  classesFor,
  isLevelTool,
  loadPrefs,
  press,
  savePrefs,
  type LevelTool,
  type Prefs,
  type ToggleTool,
} from '../../engines/a11y-prefs';
import modesCss from '../../components/a11y-widget/a11y-modes.css?inline';
import panelCss from '../../components/a11y-widget/a11y-panel.css?inline';
import { adoptStyles } from '../adopt-styles';

/*
 * The accessibility preferences dialog, loaded on the launcher's first use. Markup comes from the server
 * (/wp-json/arig/v1/a11y-panel, a React component); this module only wires it.
 */

const root = document.documentElement;
// The tools' effects: the bootstrap links this sheet only on pages whose stored preferences need it.
adoptStyles(modesCss);
let prefs: Prefs = loadPrefs(localStorage);
let dialog: HTMLDialogElement | null = null;
let opener: HTMLElement | null = null;
let returnFocus = true;

function apply(next: Prefs): void {
  for (const c of [...root.classList]) if (c.startsWith('a11y-')) root.classList.remove(c);
  root.classList.add(...classesFor(next));
  prefs = next;
  savePrefs(localStorage, next);
  syncMask();
  if (next['pause-animations']) document.querySelectorAll('video').forEach((v) => v.pause());
  if (dialog) syncButtons(dialog);
}

function syncButtons(d: HTMLDialogElement): void {
  d.querySelectorAll<HTMLButtonElement>('[data-a11y-tool]').forEach((b) => {
    const tool = b.dataset.a11yTool as ToggleTool | LevelTool;
    const level = isLevelTool(tool) ? (prefs[tool] ?? 0) : prefs[tool] ? 1 : 0;
    b.setAttribute('aria-pressed', String(level > 0));
    const levels = b.dataset.levels?.split('|');
    const label = b.querySelector('[data-a11y-level]');
    if (levels && label) label.textContent = levels[level] ?? '';
  });
}

/* Reading mask: shades above and below a 120 px band around the pointer (or the centre). */
let mask: HTMLElement[] = [];
function moveMask(y: number): void {
  const band = 60;
  const [top, bottom] = mask;
  if (!top || !bottom) return;
  top.style.insetBlockStart = '0';
  top.style.blockSize = `${Math.max(0, y - band)}px`;
  bottom.style.insetBlockStart = `${y + band}px`;
  bottom.style.insetBlockEnd = '0';
}
const onPointer = (e: PointerEvent) => moveMask(e.clientY);
function syncMask(): void {
  const on = Boolean(prefs['reading-mask']);
  if (on && mask.length === 0) {
    mask = [document.createElement('div'), document.createElement('div')];
    for (const m of mask) {
      m.className = 'a11y-mask';
      m.setAttribute('aria-hidden', 'true');
      document.body.append(m);
    }
    moveMask(window.innerHeight / 2);
    window.addEventListener('pointermove', onPointer, { passive: true });
  } else if (!on && mask.length) {
    mask.forEach((m) => m.remove());
    mask = [];
    window.removeEventListener('pointermove', onPointer);
  }
}

/** Headings and landmarks of the page, as links that close the dialog and move focus there. */
function buildStructure(section: HTMLElement): void {
  const targets = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest('[data-a11y-panel]'));
  const groups: [string, HTMLElement[], (el: HTMLElement) => string][] = [
    [
      'כותרות',
      targets('main h1, main h2, main h3'),
      (el) => `${el.tagName === 'H1' ? '' : el.tagName === 'H2' ? '– ' : '–– '}${el.textContent?.trim() ?? ''}`,
    ],
    [
      'אזורים',
      targets('header, nav, main, footer, [role="search"]'),
      (el) =>
        el.getAttribute('aria-label') ??
        ({ HEADER: 'כותרת האתר', NAV: 'ניווט', MAIN: 'תוכן ראשי', FOOTER: 'כותרת תחתונה' } as Record<string, string>)[
          el.tagName
        ] ??
        el.tagName,
    ],
  ];
  section.replaceChildren();
  let n = 0;
  for (const [title, els, label] of groups) {
    const h = document.createElement('h3');
    h.textContent = title;
    const list = document.createElement('ul');
    for (const el of els) {
      if (!el.id) el.id = `a11y-target-${(n += 1)}`;
      const a = document.createElement('a');
      a.href = `#${el.id}`;
      a.textContent = label(el);
      a.addEventListener('click', (e) => {
        e.preventDefault();
        close(false);
        if (!el.matches('a, button, input, [tabindex]')) el.setAttribute('tabindex', '-1');
        el.scrollIntoView({ block: 'start' });
        el.focus({ preventScroll: true });
      });
      const li = document.createElement('li');
      li.append(a);
      list.append(li);
    }
    section.append(h, list);
  }
}

function close(focusOpener = true): void {
  returnFocus = focusOpener;
  dialog?.close();
}

/** Tab and Shift+Tab wrap inside the dialog, so focus never leaves it for the browser's own UI. */
function trapFocus(d: HTMLDialogElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const focusables = [...d.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])')].filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

async function load(): Promise<HTMLDialogElement | null> {
  if (dialog) return dialog;
  const res = await fetch('/wp-json/arig/v1/a11y-panel', { headers: { Accept: 'text/html' } });
  if (!res.ok) return null;
  const holder = document.createElement('div');
  holder.innerHTML = await res.text();
  const d = holder.querySelector<HTMLDialogElement>('[data-a11y-panel]');
  if (!d) return null;
  adoptStyles(panelCss);
  document.body.append(d);
  d.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (target === d) return close(); // backdrop
    const tool = target.closest<HTMLElement>('[data-a11y-tool]')?.dataset.a11yTool;
    if (tool) apply(press(prefs, tool as ToggleTool | LevelTool));
    if (target.closest('[data-a11y-reset]')) apply({});
    if (target.closest('[data-a11y-close]')) close();
    const structure = target.closest<HTMLButtonElement>('[data-a11y-structure]');
    if (structure) {
      const section = d.querySelector<HTMLElement>('#a11y-structure')!;
      const open = structure.getAttribute('aria-expanded') !== 'true';
      structure.setAttribute('aria-expanded', String(open));
      section.hidden = !open;
      if (open) buildStructure(section);
    }
  });
  d.addEventListener('keydown', (e) => trapFocus(d, e));
  d.addEventListener('close', () => {
    if (returnFocus) opener?.focus();
    returnFocus = true;
  });
  syncButtons(d);
  dialog = d;
  return d;
}

/** Opens the dialog as a modal (the rest of the page is inert), focus inside; closing returns focus. */
export async function openA11yPanel(from: HTMLElement | null): Promise<void> {
  opener = from;
  const d = await load();
  if (!d || d.open) return;
  d.showModal();
  d.querySelector<HTMLElement>('[data-a11y-tool], [data-a11y-close]')?.focus();
}

/** A stored reading mask needs this module on page load too. */
export function restorePrefs(): void {
  apply(prefs);
}
