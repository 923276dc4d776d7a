import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import { tcheckout } from '../../messages/checkout';
import type { Crumb } from '../content/Breadcrumbs';
import { ProblemSummary, ShopField } from '../shop/ShopFormParts';
import { AccountFrame } from './AccountFrame';
import type { FormState } from './SignInTemplate';

/** The shipping address and phone that the next checkout starts from. */
export function AddressTemplate({ trail, state, notice }: { trail: Crumb[]; state: FormState; notice?: string }) {
  const { errors, values } = state;
  const field = (name: string, label: string, extra: Partial<Parameters<typeof ShopField>[0]> = {}) => (
    <ShopField form="address" name={name} label={label} value={values[name]} error={errors[name]} {...extra} />
  );
  return (
    <AccountFrame trail={trail} title={taccount.address} section="address" notice={notice}>
      <form method="post" action={routes.editAddress} className="checkout__fields" noValidate>
        <p className="checkout__note">{taccount.addressIntro}</p>
        <ProblemSummary id="address-problems" form="address" errors={Object.entries(errors)} />
        <div className="checkout__grid">
          {field('phone', taccount.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' })}
          {field('city', tcheckout.city, { autoComplete: 'address-level2', required: true })}
          {field('street', tcheckout.street, { autoComplete: 'address-line1', required: true })}
          {field('house', tcheckout.house, { required: true })}
          {field('apartment', tcheckout.apartment, { autoComplete: 'address-line2' })}
          {field('postcode', tcheckout.postcode, { autoComplete: 'postal-code', inputMode: 'numeric', dir: 'ltr' })}
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
