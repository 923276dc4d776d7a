import type { FormState } from '../../../components/account/SignInTemplate';
import { registerCustomer } from '../../../data/account/register';
import { signIn } from '../../../data/account/session';
import { readAccountForm } from '../../../engines/account/account-forms';
import { routes } from '../../../config/routes';
import { taccount } from '../../../messages/account';
import { readAccountPost, seeOther } from './account-post';
import { signInCookies } from './sign-in-cookies';

export type DoorAnswer =
  Response | { status: 401 | 409 | 422 | 423; posted: { form: 'sign-in' | 'register'; state: FormState } };

/**
 * The account page's two forms, posted: signing in, or opening an account (and being signed in). Either
 * ends on the account's page with the session cookie; a refusal shows its form again with what was typed.
 */
export async function answerDoorPost(request: Request): Promise<DoorAnswer> {
  const fields = await readAccountPost(request);
  if (fields instanceof Response) return fields;
  if (fields.get('action')?.[0] === 'register') {
    const read = readAccountForm('register', fields);
    if (!read.ok) return { status: 422, posted: { form: 'register', state: read } };
    const made = await registerCustomer(read.data);
    if (made.ok) return seeOther(routes.account, await signInCookies(request, made.user, made.cookie));
    const { password: _password, ...values } = read.data;
    return { status: 409, posted: { form: 'register', state: { errors: {}, values, message: taccount.taken } } };
  }
  const read = readAccountForm('signIn', fields);
  if (!read.ok) return { status: 422, posted: { form: 'sign-in', state: read } };
  const signedIn = await signIn(read.data.email, read.data.password);
  if (signedIn.ok) return seeOther(routes.account, await signInCookies(request, signedIn.user, signedIn.cookie));
  const locked = signedIn.reason === 'locked';
  return {
    status: locked ? 423 : 401,
    posted: {
      form: 'sign-in',
      state: {
        errors: {},
        values: { email: read.data.email },
        message: locked ? taccount.locked : taccount.wrongPassword,
      },
    },
  };
}
