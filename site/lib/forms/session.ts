import type { FormSession } from '../../../builder/context';
import type { FormRenderState } from '../../../components/forms/types';
import { issueFormToken } from './token';

/** The form a request posted (no JavaScript), keyed by its form key, with what to show again. */
export interface PostedForm {
  key: string;
  state: FormRenderState;
}

/**
 * One request's forms: each rendered form gets a fresh token; the form just posted shows its errors and
 * values, and a form named by `?arig-sent=` shows its thank-you.
 */
export function createFormSession(posted?: PostedForm, sentKey?: string | null): FormSession {
  return {
    token: (key) => issueFormToken(key),
    stateFor: (key) => (posted?.key === key ? posted.state : sentKey === key ? { sent: true } : undefined),
  };
}
