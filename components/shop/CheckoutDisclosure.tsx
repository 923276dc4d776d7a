import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';

/** The business as the law requires a distance seller to name itself. */
export interface Seller {
  name: string;
  companyId: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * What Israeli consumer law requires before a distance sale (Consumer Protection Law §14C): who sells,
 * how to reach them, when the goods arrive, that prices include VAT, and how to cancel and for what fee.
 */
export function CheckoutDisclosure({
  seller,
  deliveryTime,
  fee,
  title = tcheckout.disclosureTitle,
}: {
  seller: Seller;
  deliveryTime: string | null;
  fee: string;
  title?: string;
}) {
  return (
    <section className="checkout__disclosure" aria-labelledby="checkout-disclosure-title">
      <h2 id="checkout-disclosure-title">{title}</h2>
      <dl>
        <dt>{tcheckout.seller}</dt>
        <dd>
          {seller.name}
          {seller.companyId && (
            <>
              {' · '}
              {tcheckout.companyId} <bdi>{seller.companyId}</bdi>
            </>
          )}
          {seller.address && <span className="checkout__hint">{seller.address}</span>}
          {(seller.phone || seller.email) && (
            <span className="checkout__hint">
              {seller.phone && (
                <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>
                  <bdi dir="ltr">{seller.phone}</bdi>
                </a>
              )}
              {seller.phone && seller.email && ' · '}
              {seller.email && (
                <a href={`mailto:${seller.email}`}>
                  <bdi dir="ltr">{seller.email}</bdi>
                </a>
              )}
            </span>
          )}
        </dd>
        {deliveryTime && (
          <>
            <dt>{tcheckout.deliveryTime}</dt>
            <dd>{deliveryTime}</dd>
          </>
        )}
      </dl>
      <p>{tcheckout.pricesIncludeVat}</p>
      <p>
        {tcheckout.cancellation(fee)} <a href={routes.cancelOrder}>{tcheckout.cancelLink}</a>
      </p>
    </section>
  );
}
