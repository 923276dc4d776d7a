import type { CheckoutView } from '../../data/shop/checkout-view';
import type { CheckoutErrors, CheckoutField } from '../../engines/shop/checkout-form';
import { cancellationFee } from '../../engines/shop/cancellation';
import { formatAgorot } from '../../engines/shop/money';
import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { CheckoutDisclosure, type Seller } from './CheckoutDisclosure';
import { CheckoutSummary } from './CheckoutSummary';
import { fieldId, ProblemSummary, ShopChoices, ShopField } from './ShopFormParts';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;
const form = 'checkout';
const id = (name: string) => fieldId(form, name);

export interface CheckoutState {
  errors: CheckoutErrors;
  values: Partial<Record<CheckoutField, string>>;
  /** A message about the whole order (the total changed, an item ran out). */
  message?: string;
  /** Good news about the form (a coupon applied), read out politely. */
  notice?: string;
}

interface Props {
  checkout: CheckoutView;
  seller: Seller;
  /** This render's checkout attempt: posting it twice places one order. */
  attempt: string;
  /** The payment method a "buy now" button chose (`?method=`), when the checkout offers it. */
  preferredPayment?: string | null;
  /** A signed-out buyer is offered their account, which fills in the details. */
  signedIn?: boolean;
  state?: CheckoutState;
  trail: Crumb[];
}

/**
 * The checkout: one plain form posted to /checkout/, working without JavaScript. Contact, the address
 * only when a courier brings the order (CSS shows it with the courier chosen), shipping and payment
 * among what the owner offers, notes, and, before the button, the order with its full price and the
 * disclosure Israeli consumer law requires. The total shown follows the chosen shipping (CSS again).
 */
export function CheckoutTemplate({ checkout, seller, attempt, state, trail, preferredPayment, signedIn }: Props) {
  const { settings } = checkout;
  const errors = Object.entries(state?.errors ?? {}) as [CheckoutField, string][];
  const shippingChosen = state?.values.shipping ?? checkout.shippingOptions[0]?.method ?? 'none';
  const preferred = settings.payments.find((p) => p === preferredPayment);
  const paymentChosen = state?.values.payment ?? preferred ?? settings.payments[0] ?? '';
  const courier = checkout.shippingOptions.find((o) => o.method === 'courier');
  const largestTotal = Math.max(0, ...Object.values(checkout.totalsBy).map((t) => t.total));
  // Stock fell since these lines were added: the order would be refused, so the page says so first.
  const short = checkout.lines.filter((l) => l.shortBy > 0);
  const message =
    state?.message ??
    (short.length > 0
      ? [...short.map((l) => tcheckout.short(l.title, l.available ?? 0)), tcheckout.shortHelp].join(' ')
      : undefined);
  return (
    <div className="container checkout">
      <Breadcrumbs trail={trail} />
      <h1>{tcheckout.title}</h1>
      {checkout.lines.length === 0 ? (
        <div className="checkout__empty">
          <p>{tcheckout.emptyCart}</p>
          <a className="button" href={routes.shop}>
            {tcheckout.backToShop}
          </a>
        </div>
      ) : (
        <form method="post" action={routes.checkout} className="checkout__form" noValidate>
          <ProblemSummary
            id="checkout-problems"
            form={form}
            errors={errors}
            message={
              message && (
                <>
                  {message} {(short.length > 0 || state?.message) && <a href={routes.cart}>{tcheckout.toCart}</a>}
                </>
              )
            }
          />
          <input type="hidden" name="attempt" value={attempt} />
          {Object.entries(checkout.totalsBy).map(([method, totals]) => (
            <input key={method} type="hidden" name={`seen-${method}`} value={totals.total} />
          ))}
          <div className="checkout__fields">
            <fieldset className="checkout__section">
              <legend>{tcheckout.contact}</legend>
              {!signedIn && (
                <p className="checkout__note">
                  {tcheckout.haveAccount} <a href={routes.account}>{tcheckout.signIn}</a>
                </p>
              )}
              <div className="checkout__grid">
                <ShopField
                  form={form}
                  name="name"
                  label={tcheckout.name}
                  required
                  autoComplete="name"
                  wide
                  value={state?.values.name}
                  error={state?.errors.name}
                />
                <ShopField
                  form={form}
                  name="phone"
                  label={tcheckout.phone}
                  required
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                  value={state?.values.phone}
                  error={state?.errors.phone}
                />
                <ShopField
                  form={form}
                  name="email"
                  label={tcheckout.email}
                  required
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  dir="ltr"
                  value={state?.values.email}
                  error={state?.errors.email}
                />
              </div>
            </fieldset>
            {checkout.ships ? (
              <ShopChoices
                form={form}
                name="shipping"
                legend={tcheckout.shipping}
                chosen={shippingChosen}
                error={state?.errors.shipping}
                options={checkout.shippingOptions.map((o) => ({
                  value: o.method,
                  label: (
                    <>
                      {tcheckout.shippingMethod[o.method]}: {o.cost === 0 ? tcheckout.free : money(o.cost)}
                    </>
                  ),
                  hint:
                    o.method === 'pickup' && settings.shipping.pickup.place
                      ? tcheckout.pickupAt(settings.shipping.pickup.place)
                      : o.method === 'courier' && !o.free && settings.shipping.courier.freeAbove !== null
                        ? tcheckout.freeAbove(formatAgorot(settings.shipping.courier.freeAbove))
                        : undefined,
                }))}
              />
            ) : (
              <>
                <input type="hidden" name="shipping" value="none" />
                <p className="checkout__note">{tcheckout.noShipping}</p>
              </>
            )}
            {courier && (
              <fieldset className="checkout__section checkout__address">
                <legend>{tcheckout.address}</legend>
                <div className="checkout__grid">
                  <ShopField
                    form={form}
                    name="city"
                    label={tcheckout.city}
                    required
                    autoComplete="address-level2"
                    wide
                    value={state?.values.city}
                    error={state?.errors.city}
                  />
                  <ShopField
                    form={form}
                    name="street"
                    label={tcheckout.street}
                    required
                    autoComplete="address-line1"
                    wide
                    value={state?.values.street}
                    error={state?.errors.street}
                  />
                  <ShopField
                    form={form}
                    name="house"
                    label={tcheckout.house}
                    required
                    value={state?.values.house}
                    error={state?.errors.house}
                  />
                  <ShopField
                    form={form}
                    name="apartment"
                    label={tcheckout.apartment}
                    autoComplete="address-line2"
                    value={state?.values.apartment}
                    error={state?.errors.apartment}
                  />
                  <ShopField
                    form={form}
                    name="postcode"
                    label={tcheckout.postcode}
                    autoComplete="postal-code"
                    inputMode="numeric"
                    dir="ltr"
                    value={state?.values.postcode}
                    error={state?.errors.postcode}
                  />
                </div>
              </fieldset>
            )}
            {settings.payments.length > 0 ? (
              <ShopChoices
                form={form}
                name="payment"
                legend={tcheckout.payment}
                chosen={paymentChosen}
                error={state?.errors.payment}
                options={settings.payments.map((p) => ({
                  value: p,
                  label: tcheckout.paymentMethod[p],
                  hint: tcheckout.paymentHint[p],
                }))}
              />
            ) : (
              <p className="checkout__problem">{tcheckout.noPayments}</p>
            )}
            <p className="checkout__field checkout__field--wide">
              <label htmlFor={id('notes')}>{tcheckout.notes}</label>
              <textarea
                id={id('notes')}
                name="notes"
                rows={3}
                maxLength={1000}
                defaultValue={state?.values.notes ?? ''}
                aria-invalid={state?.errors.notes ? true : undefined}
              />
            </p>
          </div>
          <div className="checkout__side">
            <CheckoutSummary checkout={checkout} state={state} />
            <CheckoutDisclosure
              seller={seller}
              deliveryTime={checkout.ships ? settings.deliveryTime : null}
              fee={formatAgorot(cancellationFee(largestTotal))}
            />
            <p className="checkout__terms">
              <input
                type="checkbox"
                id={id('terms')}
                name="terms"
                aria-required
                aria-invalid={state?.errors.terms ? true : undefined}
                aria-describedby={state?.errors.terms ? `${id('terms')}-error` : undefined}
              />
              <label htmlFor={id('terms')}>
                {tcheckout.terms} <span className="checkout__required">{tcheckout.required}</span>
              </label>
              {settings.termsUrl && (
                <a href={settings.termsUrl} target="_blank" rel="noopener">
                  {tcheckout.termsLink} <span className="visually-hidden">(נפתח בחלון חדש)</span>
                </a>
              )}
              {state?.errors.terms && (
                <span className="checkout__error" id={`${id('terms')}-error`}>
                  {state.errors.terms}
                </span>
              )}
            </p>
            {settings.payments.length > 0 && (
              <button type="submit" className="button checkout__submit">
                {tcheckout.placeOrder}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
