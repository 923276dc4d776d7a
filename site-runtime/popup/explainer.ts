import { explainPopups, type PopupExplanation } from '../../engines/popup/explain';
import type { PopupEngine } from '../../engines/popup/machine';
import { tPopupExplainer as t } from '../../messages/popup';

/**
 * The editors' explainer (issue 9): a panel listing every popup of the page with each condition and
 * trigger and why it did or did not show. Its own chunk, loaded only on `#popup-explain`, and shown only
 * to a signed-in admin or editor.
 */
const css = `
.popup-explainer{position:fixed;inset-block-end:12px;inset-inline-start:12px;z-index:1001;inline-size:min(440px,calc(100vw - 24px));max-block-size:70vh;overflow:auto;margin:0;padding:16px;border:2px solid #0b5394;border-radius:8px;background:#fff;color:#1a1a1a;font-size:.9375rem;box-shadow:0 8px 24px rgb(0 0 0/.3)}
.popup-explainer h2{margin:0 0 8px;font-size:1.125rem}.popup-explainer h3{margin:12px 0 4px;font-size:1rem}
.popup-explainer ul{margin:0;padding-inline-start:20px}.popup-explainer li{margin-block:2px}
.popup-explainer__actions{display:flex;gap:8px;margin-block-start:12px}
.popup-explainer button{min-block-size:44px;padding-inline:12px;font:inherit;cursor:pointer}
.popup-explainer .is-failed{color:#a4161a}.popup-explainer .is-passed{color:#1e6b2e}`;

async function isStaff(): Promise<boolean> {
  try {
    const res = await fetch('/api/users/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const roles = ((await res.json()) as { user?: { roles?: unknown } | null }).user?.roles;
    return Array.isArray(roles) && roles.some((r) => r === 'admin' || r === 'editor');
  } catch {
    return false;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function popupSection(p: PopupExplanation): HTMLElement {
  const section = el('section');
  section.dataset.explainPopup = p.id;
  section.append(el('h3', p.title), el('p', p.summary));
  section.append(el('h4', t.conditions));
  const conditions = el('ul');
  for (const c of p.conditions) {
    const item = el('li', `${c.label}: ${c.status === 'passed' ? t.passed : t.failed} — ${c.reason}`, `is-${c.status}`);
    conditions.append(item);
  }
  if (p.conditions.length === 0) conditions.append(el('li', t.noConditions));
  const triggers = el('ul');
  for (const tr of p.triggers) triggers.append(el('li', `${tr.label}: ${t.trigger[tr.status]} — ${tr.reason}`));
  if (p.triggers.length === 0) triggers.append(el('li', t.noTriggers));
  section.append(conditions, el('h4', t.triggers), triggers);
  return section;
}

export async function openExplainer(engine: PopupEngine): Promise<void> {
  if (document.querySelector('.popup-explainer') || !(await isStaff())) return;
  const style = el('style', css);
  const panel = el('section', undefined, 'popup-explainer');
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-labelledby', 'popup-explainer-title');
  const heading = el('h2', t.title);
  heading.id = 'popup-explainer-title';
  const list = el('div');
  list.setAttribute('aria-live', 'polite');
  const render = () => {
    const explained = explainPopups(engine.inspect());
    list.replaceChildren(...(explained.length ? explained.map(popupSection) : [el('p', t.none)]));
  };
  const refresh = el('button', t.refresh);
  refresh.type = 'button';
  refresh.addEventListener('click', render);
  const close = el('button', t.close);
  close.type = 'button';
  close.addEventListener('click', () => {
    panel.remove();
    style.remove();
  });
  const actions = el('div', undefined, 'popup-explainer__actions');
  actions.append(refresh, close);
  panel.append(heading, list, actions);
  render();
  document.head.append(style);
  document.body.append(panel);
  heading.tabIndex = -1;
  heading.focus();
}
