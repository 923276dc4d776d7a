import { formControl } from '../../components/forms/types';

/** What the server answers a form posted with `Accept: application/json`. */
interface Answer {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  redirect?: string;
  html?: string;
}

const randomKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function clearErrors(form: HTMLFormElement): void {
  form.querySelectorAll('.w-form__error').forEach((el) => el.remove());
  form.querySelectorAll<HTMLElement>('[aria-invalid]').forEach((el) => {
    el.removeAttribute('aria-invalid');
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !id.endsWith('-error'));
    if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
    else el.removeAttribute('aria-describedby');
  });
}

/** Each error next to its field (aria-invalid, aria-describedby), and a summary that links to them. */
function showErrors(
  form: HTMLFormElement,
  summary: HTMLElement,
  errors: Record<string, string>,
  message: string,
): void {
  clearErrors(form);
  const list = document.createElement('ul');
  for (const [name, text] of Object.entries(errors)) {
    const box = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    const controls = box ? Array.from(box.querySelectorAll<HTMLElement>('input, select, textarea')) : [];
    const first = controls[0];
    if (!box || !first) continue;
    const error = document.createElement('p');
    error.className = 'w-form__error';
    error.id = `${first.id || name}-error`;
    error.textContent = text;
    box.append(error);
    for (const control of controls) {
      control.setAttribute('aria-invalid', 'true');
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      control.setAttribute('aria-describedby', [...ids, error.id].join(' '));
    }
    const link = document.createElement('a');
    link.href = `#${first.id}`;
    link.textContent = text;
    link.addEventListener('click', (e) => {
      e.preventDefault();
      first.focus();
    });
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  const title = document.createElement('p');
  title.className = 'w-form__summary-title';
  title.textContent = message;
  summary.replaceChildren(title, ...(list.children.length ? [list] : []));
  summary.hidden = false;
  summary.focus();
}

/**
 * The same POST the form makes without JavaScript, in place: errors shown inline with focus on the
 * summary, the thank-you announced where the form was. A second submit while one is under way is
 * ignored, and every page view carries its own one-time key, so a double click stores one submission.
 */
export function init(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-form]');
  const summary = form?.querySelector<HTMLElement>('.w-form__summary');
  const status = form?.querySelector<HTMLElement>('.w-form__status');
  const button = form?.querySelector<HTMLButtonElement>('.w-form__submit');
  if (!form || !summary || !status || !button || form.dataset.enhanced) return;
  form.dataset.enhanced = 'yes';
  const once = document.createElement('input');
  once.type = 'hidden';
  once.name = formControl.once;
  once.value = randomKey();
  form.append(once);
  const failed = form.dataset.failed ?? '';
  let busy = false;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    status.textContent = form.dataset.sending ?? '';
    let answer: Answer = { message: failed };
    let ok = false;
    try {
      const response = await fetch(form.action.split('#')[0]!, {
        method: 'POST',
        body: new FormData(form),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      answer = ((await response.json().catch(() => null)) as Answer | null) ?? { message: failed };
      ok = response.ok && answer.ok === true;
    } catch {
      // offline or refused: the values stay in the form, and the visitor can send again
    }
    busy = false;
    button.removeAttribute('aria-disabled');
    status.textContent = '';
    if (!ok) return showErrors(form, summary, answer.errors ?? {}, answer.message || failed);
    window.dispatchEvent(new CustomEvent('arig:form-sent', { detail: { form: form.dataset.form } }));
    if (answer.redirect) return window.location.assign(answer.redirect);
    const done = document.createElement('div');
    done.className = 'w-form__sent';
    done.setAttribute('role', 'status');
    done.tabIndex = -1;
    // The server's confirmation is sanitised rich text (or plain text as message).
    if (answer.html) done.innerHTML = answer.html;
    else done.textContent = answer.message ?? '';
    form.replaceWith(done);
    done.focus();
  });
}
