import type { CartView } from '../../data/shop/cart-view';
import { formatAgorot } from '../../engines/shop/money';
import { backField, quantityField } from '../../engines/shop/cart-form';
import { routes } from '../../config/routes';
import { maxLineQuantity, vatPercent } from '../../config/shop';
import { tshop } from '../../messages/shop';
import { ResponsiveImage } from '../content/ResponsiveImage';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;

interface Props {
  cart: CartView;
  /** The page the forms return to after a change (a builder page holding the cart); the cart page when absent. */
  back?: string;
  /** Prefix for the forms' ids, unique on the page. */
  idBase?: string;
}

/**
 * The visitor's cart as plain forms posted to /cart/: update every quantity, remove a line, undo the last
 * removal, so it works without JavaScript. Totals are computed on the server, VAT on its own line. Shown by
 * the cart page and by the builder's cart widget.
 */
export function CartContents({ cart, back, idBase = 'cart' }: Props) {
  const backInput = back ? <input type="hidden" name={backField} value={back} /> : null;
  const removeForm = `${idBase}-remove`;
  const totalsHeading = `${idBase}-totals`;
  return (
    <>
      {cart.removed && (
        <form method="post" action={routes.cart} className="cart__undo">
          {backInput}
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
          <form id={removeForm} method="post" action={routes.cart} hidden>
            {backInput}
          </form>
          <div className="cart__body">
            <form method="post" action={routes.cart} className="cart__form">
              {backInput}
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
                    const id = `${idBase}-qty-${line.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
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
                            form={removeForm}
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
            <section className="cart__totals" aria-labelledby={totalsHeading}>
              <h2 id={totalsHeading} className="visually-hidden">
                {tshop.total}
              </h2>
              <dl>
                <dt>{tshop.total}</dt>
                <dd className="cart__total">{money(cart.total)}</dd>
                <dt>{tshop.vatLine(vatPercent)}</dt>
                <dd>{money(cart.vat)}</dd>
              </dl>
              <a className="button cart__checkout" href={routes.checkout}>
                {tshop.toCheckout}
              </a>
            </section>
          </div>
        </>
      )}
    </>
  );
}
