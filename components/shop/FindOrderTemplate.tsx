import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ProblemSummary, ShopField } from './ShopFormParts';

interface Props {
  errors: Record<string, string>;
  values: Record<string, string>;
  sent: boolean;
  trail: Crumb[];
}

/** A guest's way back to an order: its number and their e-mail, and the link arrives by e-mail. */
export function FindOrderTemplate({ errors, values, sent, trail }: Props) {
  return (
    <div className="container checkout">
      <Breadcrumbs trail={trail} />
      <h1>{tcheckout.findOrderTitle}</h1>
      {sent ? (
        <p className="checkout__section" role="status">
          {tcheckout.findOrderSent}
        </p>
      ) : (
        <form method="post" action={routes.findOrder} className="checkout__fields" noValidate>
          <p className="checkout__note">{tcheckout.findOrderIntro}</p>
          <ProblemSummary id="find-problems" form="find" errors={Object.entries(errors)} />
          <div className="checkout__grid">
            <ShopField
              form="find"
              name="email"
              label={tcheckout.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              required
              value={values.email}
              error={errors.email}
            />
            <ShopField
              form="find"
              name="order"
              label={tcheckout.orderNumber}
              inputMode="numeric"
              dir="ltr"
              required
              value={values.order}
              error={errors.order}
            />
          </div>
          <button type="submit" className="button">
            {tcheckout.findOrderSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
