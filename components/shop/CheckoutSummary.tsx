import type { CheckoutView } from '../../data/shop/checkout-view';
import { formatAgorot } from '../../engines/shop/money';
import { routes } from '../../config/routes';
import { vatPercent } from '../../config/shop';
import { tcheckout } from '../../messages/checkout';
import type { CheckoutState } from './CheckoutTemplate';
import { DiscountRow, LinesTable } from './LinesTable';
import { fieldId } from './ShopFormParts';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;
const id = (name: string) => fieldId('checkout', name);

/**
 * The order as the checkout shows it: its lines, the coupon's discount, and the shipping, total and VAT
 * of each shipping option (CSS shows the chosen one's), then the coupon's field and its "apply" button.
 */
export function CheckoutSummary({ checkout, state }: { checkout: CheckoutView; state?: CheckoutState }) {
  return (
    <section className="checkout__order" aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title">{tcheckout.summary}</h2>
      <LinesTable
        lines={checkout.lines}
        footer={
          <>
            {checkout.coupon && <DiscountRow code={checkout.coupon.code} amount={checkout.coupon.discount} />}
            {Object.entries(checkout.totalsBy).map(([method, totals]) => (
              <tr key={`s-${method}`} className="checkout__by" data-shipping={method}>
                <th scope="row">{tcheckout.shippingCost}</th>
                <td>{method === 'none' ? '—' : totals.shipping === 0 ? tcheckout.free : money(totals.shipping)}</td>
              </tr>
            ))}
            {Object.entries(checkout.totalsBy).map(([method, totals]) => (
              <tr key={`t-${method}`} className="checkout__by checkout__total" data-shipping={method}>
                <th scope="row">{tcheckout.total}</th>
                <td>{money(totals.total)}</td>
              </tr>
            ))}
            {Object.entries(checkout.totalsBy).map(([method, totals]) => (
              <tr key={`v-${method}`} className="checkout__by checkout__vat" data-shipping={method}>
                <th scope="row">{tcheckout.vat(vatPercent)}</th>
                <td>{money(totals.vat)}</td>
              </tr>
            ))}
          </>
        }
      />
      <p className="checkout__hint">
        <a href={routes.cart}>{tcheckout.toCart}</a>
      </p>
      <div className="checkout__coupon">
        <label htmlFor={id('coupon')}>{tcheckout.coupon}</label>
        <span className="checkout__coupon-row">
          <input
            id={id('coupon')}
            name="coupon"
            type="text"
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            defaultValue={state?.values.coupon ?? ''}
            aria-invalid={state?.errors.coupon ? true : undefined}
            aria-describedby={state?.errors.coupon ? `${id('coupon')}-error` : undefined}
          />
          <button type="submit" name="apply-coupon" value="1" className="button button--secondary">
            {tcheckout.applyCoupon}
          </button>
        </span>
        {state?.errors.coupon && (
          <span className="checkout__error" id={`${id('coupon')}-error`}>
            {state.errors.coupon}
          </span>
        )}
        <p className="checkout__notice" role="status">
          {state?.notice}
        </p>
      </div>
    </section>
  );
}
