import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';

interface Props {
  state: 'pending' | 'refused' | 'refunded' | 'unknown';
  /** This page's own address, to ask again. */
  again: string;
}

/**
 * The buyer's page between the provider and the order: while the provider has not confirmed, they are told
 * the payment is being confirmed (never that it failed: a buyer told so pays again), with a way to ask again.
 */
export function PaymentStatus({ state, again }: Props) {
  if (state === 'pending')
    return (
      <div className="container checkout">
        <h1>{tcheckout.confirming}</h1>
        <p role="status">{tcheckout.confirmingText}</p>
        <a className="button" href={again}>
          {tcheckout.checkAgain}
        </a>
      </div>
    );
  const text =
    state === 'refused'
      ? tcheckout.paymentRefused
      : state === 'refunded'
        ? tcheckout.paymentRefunded
        : tcheckout.notFound;
  return (
    <div className="container checkout">
      <h1>{state === 'unknown' ? 'התשלום לא נמצא' : tcheckout.title}</h1>
      <p>{text}</p>
      <a className="button" href={routes.shop}>
        {tcheckout.backToShop}
      </a>
    </div>
  );
}
