import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import type { Crumb } from '../content/Breadcrumbs';
import { ProblemSummary, ShopField } from '../shop/ShopFormParts';
import { EmailField, PasswordField } from './AccountFields';
import { AccountFrame } from './AccountFrame';
import type { FormState } from './SignInTemplate';

/** The account's name and e-mail, and a new password (both secrets need the current password). */
export function DetailsTemplate({ trail, state, notice }: { trail: Crumb[]; state: FormState; notice?: string }) {
  const { errors, values } = state;
  return (
    <AccountFrame trail={trail} title={taccount.details} section="details" notice={notice}>
      <form method="post" action={routes.editAccount} className="checkout__fields" noValidate>
        <ProblemSummary id="details-problems" form="details" errors={Object.entries(errors)} />
        <div className="checkout__grid">
          <ShopField
            form="details"
            name="name"
            label={taccount.name}
            autoComplete="name"
            required
            value={values.name}
            error={errors.name}
          />
          <EmailField form="details" required value={values.email} error={errors.email} />
          <PasswordField
            form="details"
            name="newPassword"
            label={taccount.newPassword}
            kind="new"
            hint={taccount.newPasswordHint}
            error={errors.newPassword}
          />
          <PasswordField
            form="details"
            name="currentPassword"
            label={taccount.currentPassword}
            kind="current"
            hint={taccount.currentPasswordHint}
            error={errors.currentPassword}
          />
        </div>
        <p className="account__actions">
          <button type="submit" className="button">
            {taccount.save}
          </button>
        </p>
      </form>
    </AccountFrame>
  );
}
