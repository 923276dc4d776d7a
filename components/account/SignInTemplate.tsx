import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ProblemSummary, ShopField } from '../shop/ShopFormParts';
import { EmailField, PasswordField } from './AccountFields';

export interface FormState {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A message about the whole form (a wrong password, a locked account). */
  message?: string;
}

interface Props {
  trail: Crumb[];
  /** Which form was posted, to show its errors and values again. */
  posted: { form: 'sign-in' | 'register'; state: FormState } | null;
  notice?: string;
}

const empty: FormState = { errors: {}, values: {} };

/** Signed out: WooCommerce's two forms side by side, signing in and opening an account. */
export function SignInTemplate({ trail, posted, notice }: Props) {
  const signIn = posted?.form === 'sign-in' ? posted.state : empty;
  const register = posted?.form === 'register' ? posted.state : empty;
  return (
    <div className="container checkout account">
      <Breadcrumbs trail={trail} />
      <h1>{taccount.title}</h1>
      {notice && (
        <p className="account__notice" role="status">
          {notice}
        </p>
      )}
      <div className="account__doors">
        <section className="checkout__section account__door" aria-labelledby="sign-in-title">
          <h2 id="sign-in-title">{taccount.signInTitle}</h2>
          <p className="checkout__note">{taccount.signInIntro}</p>
          <form method="post" action={routes.account} className="checkout__fields" noValidate>
            <input type="hidden" name="action" value="sign-in" />
            <ProblemSummary
              id="sign-in-problems"
              form="sign-in"
              errors={Object.entries(signIn.errors)}
              message={signIn.message}
            />
            <EmailField
              form="sign-in"
              autoComplete="username"
              required
              value={signIn.values.email}
              error={signIn.errors.email}
            />
            <PasswordField form="sign-in" kind="current" required error={signIn.errors.password} />
            <p className="account__actions">
              <button type="submit" className="button">
                {taccount.signIn}
              </button>
              <a href={routes.lostPassword}>{taccount.lostPasswordLink}</a>
            </p>
          </form>
          <p className="account__aside">
            <a href={routes.findOrder}>{taccount.findOrderLink}</a>
          </p>
        </section>
        <section className="checkout__section account__door" aria-labelledby="register-title">
          <h2 id="register-title">{taccount.registerTitle}</h2>
          <p className="checkout__note">{taccount.registerIntro}</p>
          <form method="post" action={routes.account} className="checkout__fields" noValidate>
            <input type="hidden" name="action" value="register" />
            <ProblemSummary
              id="register-problems"
              form="register"
              errors={Object.entries(register.errors)}
              message={register.message}
            />
            <ShopField
              form="register"
              name="name"
              label={taccount.name}
              autoComplete="name"
              required
              value={register.values.name}
              error={register.errors.name}
            />
            <EmailField form="register" required value={register.values.email} error={register.errors.email} />
            <PasswordField
              form="register"
              kind="new"
              required
              hint={taccount.passwordHint}
              error={register.errors.password}
            />
            <p className="account__actions">
              <button type="submit" className="button">
                {taccount.register}
              </button>
            </p>
          </form>
        </section>
      </div>
    </div>
  );
}
