import type { CartView } from '../../data/shop/cart-view';
import { formatAgorot } from '../../engines/shop/money';
import { quantityField } from '../../engines/shop/cart-form';
import { routes } from '../../config/routes';
import { vatPercent } from '../../config/shop';
import { maxLineQuantity } from '../../config/shop';
import { tshop } from '../../messages/shop';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ResponsiveImage } from '../content/ResponsiveImage';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;

/**
 * The cart page: one plain form (POST to /cart/) whose buttons update every quantity, remove a line or undo
 * the last removal, so it works without JavaScript. Totals are computed on the server, VAT on its own line.
 */
export function CartTemplate({ cart, trail }: { cart: CartView; trail: Crumb[] }) {
  return (
    <div className="container cart">
      <Breadcrumbs trail={trail} />
      <h1>{tshop.cart}</h1>
      {cart.removed && (
        <form method="post" action={routes.cart} className="cart__undo">
          <button type="submit" name="undo" value="1" className="button button--secondary">
            {tshop.undo}: {cart.removed.title}
          </button>
        </form>
      )}
      {cart.lines.length === 0 ? (
        <div className="cart__empty">
          <p>{tshop.emptyCart}</p>
          <a className="button" href={routes.shop}>
            {tshop.backToShop}
          </a>
        </div>
      ) : (
        <>
          {/* Remove buttons post this form, so Enter in a quantity field submits "update", never a removal. */}
          <form id="cart-remove" method="post" action={routes.cart} hidden />
          <form method="post" action={routes.cart} className="cart__form">
            <table className="cart__table">
              <caption className="visually-hidden">{tshop.cart}</caption>
              <thead>
                <tr>
                  <th scope="col">{tshop.product}</th>
                  <th scope="col">{tshop.price}</th>
                  <th scope="col">{tshop.quantity}</th>
                  <th scope="col">{tshop.subtotal}</th>
                  <th scope="col">
                    <span className="visually-hidden">{tshop.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => {
                  const field = quantityField(line.key);
                  const id = `qty-${line.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
                  return (
                    <tr key={line.key}>
                      <th scope="row" className="cart__product">
                        {line.image && <ResponsiveImage image={line.image} sizes="4rem" className="cart__thumb" />}
                        <span>
                          <a href={line.url}>{line.title}</a>
                          {line.options && <span className="cart__options">{line.options}</span>}
                          {line.shortBy > 0 && line.available !== null && (
                            <span className="cart__short">{tshop.shortBy(line.available)}</span>
                          )}
                        </span>
                      </th>
                      <td data-label={tshop.price}>{money(line.unitPrice)}</td>
                      <td data-label={tshop.quantity}>
                        <label htmlFor={id} className="visually-hidden">
                          {tshop.quantityOf(line.title)}
                        </label>
                        <input
                          id={id}
                          name={field}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={line.available ?? maxLineQuantity}
                          step={1}
                          defaultValue={line.quantity}
                          className="cart__qty"
                        />
                      </td>
                      <td data-label={tshop.subtotal}>{money(line.lineTotal)}</td>
                      <td>
                        <button
                          type="submit"
                          form="cart-remove"
                          name="remove"
                          value={line.key}
                          className="cart__remove"
                        >
                          {tshop.remove}
                          <span className="visually-hidden">: {line.title}</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="cart__actions">
              <button type="submit" className="button button--secondary">
                {tshop.update}
              </button>
              <a href={routes.shop}>{tshop.continueShopping}</a>
            </p>
          </form>
          <section className="cart__totals" aria-labelledby="cart-totals">
            <h2 id="cart-totals" className="visually-hidden">
              {tshop.total}
            </h2>
            <dl>
              <dt>{tshop.total}</dt>
              <dd className="cart__total">{money(cart.total)}</dd>
              <dt>{tshop.vatLine(vatPercent)}</dt>
              <dd>{money(cart.vat)}</dd>
            </dl>
            <p className="cart__note">{tshop.checkoutSoon}</p>
          </section>
        </>
      )}
    </div>
  );
}
