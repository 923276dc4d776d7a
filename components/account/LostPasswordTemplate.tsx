import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ProblemSummary } from '../shop/ShopFormParts';
import { EmailField, PasswordField } from './AccountFields';
import type { FormState } from './SignInTemplate';

type Step = { kind: 'ask'; state: FormState } | { kind: 'sent' } | { kind: 'choose'; key: string; state: FormState };

/** A forgotten password: the e-mail to send the link to, then (from the link) the new password. */
export function LostPasswordTemplate({ trail, step }: { trail: Crumb[]; step: Step }) {
  const title = step.kind === 'choose' ? taccount.resetTitle : taccount.lostTitle;
  return (
    <div className="container checkout account account--narrow">
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      {step.kind === 'sent' && (
        <p className="checkout__section" role="status">
          {taccount.lostSent}
        </p>
      )}
      {step.kind === 'ask' && (
        <form method="post" action={routes.lostPassword} className="checkout__fields" noValidate>
          <p className="checkout__note">{taccount.lostIntro}</p>
          <ProblemSummary
            id="lost-problems"
            form="lost"
            errors={Object.entries(step.state.errors)}
            message={step.state.message}
          />
          <EmailField form="lost" required value={step.state.values.email} error={step.state.errors.email} />
          <p className="account__actions">
            <button type="submit" className="button">
              {taccount.lostSubmit}
            </button>
          </p>
        </form>
      )}
      {step.kind === 'choose' && (
        <form method="post" action={routes.lostPassword} className="checkout__fields" noValidate>
          <input type="hidden" name="key" value={step.key} />
          <ProblemSummary
            id="reset-problems"
            form="reset"
            errors={Object.entries(step.state.errors).filter(([name]) => name !== 'key')}
            message={step.state.message}
          />
          <PasswordField
            form="reset"
            label={taccount.newPassword}
            kind="new"
            required
            hint={taccount.passwordHint}
            error={step.state.errors.password}
          />
          <p className="account__actions">
            <button type="submit" className="button">
              {taccount.resetSubmit}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
