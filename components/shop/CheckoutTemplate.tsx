import type { ReactNode } from 'react';
import type { CheckoutView } from '../../data/shop/checkout-view';
import type { CheckoutErrors, CheckoutField } from '../../engines/shop/checkout-form';
import { cancellationFee } from '../../engines/shop/cancellation';
import { formatAgorot } from '../../engines/shop/money';
import { routes } from '../../config/routes';
import { vatPercent } from '../../config/shop';
import { tcheckout } from '../../messages/checkout';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { CheckoutDisclosure, type Seller } from './CheckoutDisclosure';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;
const id = (name: string) => `checkout-${name}`;

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
  state?: CheckoutState;
  trail: Crumb[];
}

interface FieldProps {
  name: CheckoutField;
  label: string;
  state?: CheckoutState;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  dir?: 'ltr';
  wide?: boolean;
}

function Field({ name, label, state, required, type = 'text', autoComplete, inputMode, dir, wide }: FieldProps) {
  const error = state?.errors[name];
  return (
    <p className={`checkout__field${wide ? ' checkout__field--wide' : ''}`}>
      <label htmlFor={id(name)}>
        {label}
        {required && <span className="checkout__required"> {tcheckout.required}</span>}
      </label>
      <input
        id={id(name)}
        name={name}
        type={type}
        defaultValue={state?.values[name] ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id(name)}-error` : undefined}
      />
      {error && (
        <span className="checkout__error" id={`${id(name)}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}

function Choices(props: {
  name: 'shipping' | 'payment';
  legend: string;
  options: { value: string; label: ReactNode; hint?: string }[];
  chosen: string;
  state?: CheckoutState;
}) {
  const error = props.state?.errors[props.name];
  return (
    <fieldset
      className="checkout__choices"
      id={id(props.name)}
      aria-describedby={error ? `${id(props.name)}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {error && (
        <span className="checkout__error" id={`${id(props.name)}-error`}>
          {error}
        </span>
      )}
      {props.options.map((o) => (
        <label key={o.value} className="checkout__choice">
          <input
            type="radio"
            name={props.name}
            value={o.value}
            id={id(`${props.name}-${o.value}`)}
            defaultChecked={o.value === props.chosen}
          />
          <span>
            {o.label}
            {o.hint && <span className="checkout__hint">{o.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The checkout: one plain form posted to /checkout/, working without JavaScript. Contact, the address
 * only when a courier brings the order (CSS shows it with the courier chosen), shipping and payment
 * among what the owner offers, notes, and, before the button, the order with its full price and the
 * disclosure Israeli consumer law requires. The total shown follows the chosen shipping (CSS again).
 */
export function CheckoutTemplate({ checkout, seller, attempt, state, trail }: Props) {
  const { settings } = checkout;
  const errors = Object.entries(state?.errors ?? {}) as [CheckoutField, string][];
  const shippingChosen = state?.values.shipping ?? checkout.shippingOptions[0]?.method ?? 'none';
  const paymentChosen = state?.values.payment ?? settings.payments[0] ?? '';
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
          <div
            className="checkout__summary-box"
            id="checkout-problems"
            role="alert"
            tabIndex={-1}
            hidden={errors.length === 0 && !message}
          >
            {message && (
              <p>
                {message} {(short.length > 0 || state?.message) && <a href={routes.cart}>{tcheckout.toCart}</a>}
              </p>
            )}
            {errors.length > 0 && (
              <>
                <p className="checkout__summary-title">{tcheckout.errorsTitle(errors.length)}</p>
                <ul>
                  {errors.map(([name, text]) => (
                    <li key={name}>
                      <a href={`#${id(name)}`}>{text}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <input type="hidden" name="attempt" value={attempt} />
          {Object.entries(checkout.totalsBy).map(([method, totals]) => (
            <input key={method} type="hidden" name={`seen-${method}`} value={totals.total} />
          ))}
          <div className="checkout__fields">
            <fieldset className="checkout__section">
              <legend>{tcheckout.contact}</legend>
              <div className="checkout__grid">
                <Field name="name" label={tcheckout.name} state={state} required autoComplete="name" wide />
                <Field
                  name="phone"
                  label={tcheckout.phone}
                  state={state}
                  required
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                />
                <Field
                  name="email"
                  label={tcheckout.email}
                  state={state}
                  required
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  dir="ltr"
                />
              </div>
            </fieldset>
            {checkout.ships ? (
              <Choices
                name="shipping"
                legend={tcheckout.shipping}
                chosen={shippingChosen}
                state={state}
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
                  <Field name="city" label={tcheckout.city} state={state} required autoComplete="address-level2" wide />
                  <Field
                    name="street"
                    label={tcheckout.street}
                    state={state}
                    required
                    autoComplete="address-line1"
                    wide
                  />
                  <Field name="house" label={tcheckout.house} state={state} required />
                  <Field name="apartment" label={tcheckout.apartment} state={state} autoComplete="address-line2" />
                  <Field
                    name="postcode"
                    label={tcheckout.postcode}
                    state={state}
                    autoComplete="postal-code"
                    inputMode="numeric"
                    dir="ltr"
                  />
                </div>
              </fieldset>
            )}
            {settings.payments.length > 0 ? (
              <Choices
                name="payment"
                legend={tcheckout.payment}
                chosen={paymentChosen}
                state={state}
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
            <section className="checkout__order" aria-labelledby="checkout-order-title">
              <h2 id="checkout-order-title">{tcheckout.summary}</h2>
              <table className="checkout__lines">
                <caption className="visually-hidden">{tcheckout.summary}</caption>
                <thead>
                  <tr>
                    <th scope="col">{tcheckout.product}</th>
                    <th scope="col">{tcheckout.lineTotal}</th>
                  </tr>
                </thead>
                <tbody>
                  {checkout.lines.map((line) => (
                    <tr key={line.key}>
                      <th scope="row">
                        {line.title}
                        <span className="checkout__hint">
                          {line.options && `${line.options} · `}
                          {tcheckout.quantity(line.quantity)}
                        </span>
                      </th>
                      <td>{money(line.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {checkout.coupon && (
                    <tr>
                      <th scope="row">{tcheckout.discount(checkout.coupon.code)}</th>
                      <td>
                        <bdi dir="ltr">{formatAgorot(-checkout.coupon.discount)}</bdi>
                      </td>
                    </tr>
                  )}
                  {Object.entries(checkout.totalsBy).map(([method, totals]) => (
                    <tr key={`s-${method}`} className="checkout__by" data-shipping={method}>
                      <th scope="row">{tcheckout.shippingCost}</th>
                      <td>
                        {method === 'none' ? '—' : totals.shipping === 0 ? tcheckout.free : money(totals.shipping)}
                      </td>
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
                </tfoot>
              </table>
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
