import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import type { Crumb } from '../content/Breadcrumbs';
import { ProblemSummary, ShopField } from '../shop/ShopFormParts';
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
          <ShopField
            form="details"
            name="email"
            label={taccount.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            value={values.email}
            error={errors.email}
          />
          <ShopField
            form="details"
            name="newPassword"
            label={taccount.newPassword}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            hint={taccount.newPasswordHint}
            error={errors.newPassword}
          />
          <ShopField
            form="details"
            name="currentPassword"
            label={taccount.currentPassword}
            type="password"
            autoComplete="current-password"
            dir="ltr"
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
