import type { CancellationField } from '../../engines/shop/cancellation-form';
import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { fieldId, ProblemSummary, ShopField, type ShopFieldProps } from './ShopFormParts';

export interface CancellationState {
  errors: Partial<Record<CancellationField, string>>;
  values: Partial<Record<CancellationField, string>>;
}

const id = (name: string) => fieldId('cancel', name);

const fields: (Omit<ShopFieldProps, 'form'> & { name: CancellationField })[] = [
  { name: 'name', label: tcheckout.name, required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: tcheckout.email,
    required: true,
    type: 'email',
    autoComplete: 'email',
    dir: 'ltr',
    inputMode: 'email',
  },
  {
    name: 'phone',
    label: `${tcheckout.phone} (לא חובה)`,
    type: 'tel',
    autoComplete: 'tel',
    dir: 'ltr',
    inputMode: 'tel',
  },
  { name: 'order', label: `${tcheckout.orderNumber} (אם ידוע)`, dir: 'ltr', inputMode: 'numeric' },
];

/**
 * The online cancellation form Israeli law requires of a distance seller: a plain POST to its own page that
 * works without JavaScript, errors beside their fields with everything typed kept; once sent, the
 * confirmation that it arrived.
 */
export function CancellationForm({ state, sent }: { state?: CancellationState; sent: boolean }) {
  if (sent)
    return (
      <div className="checkout__section" role="status">
        <h2>{tcheckout.cancelSent}</h2>
        <p>{tcheckout.cancelSentText}</p>
        <a className="button" href={routes.shop}>
          {tcheckout.backToShop}
        </a>
      </div>
    );
  const errors = Object.entries(state?.errors ?? {}) as [CancellationField, string][];
  return (
    <form method="post" action={routes.cancelOrder} className="checkout__fields" noValidate>
      <ProblemSummary id="cancel-problems" form="cancel" errors={errors} />
      <fieldset className="checkout__section">
        <legend>{tcheckout.cancelWho}</legend>
        <div className="checkout__grid">
          {fields.map((f) => (
            <ShopField key={f.name} form="cancel" {...f} value={state?.values[f.name]} error={state?.errors[f.name]} />
          ))}
        </div>
      </fieldset>
      <p className="checkout__field">
        <label htmlFor={id('details')}>{tcheckout.cancelDetails}</label>
        <textarea
          id={id('details')}
          name="details"
          rows={4}
          maxLength={2000}
          defaultValue={state?.values.details ?? ''}
          aria-invalid={state?.errors.details ? true : undefined}
          aria-describedby={state?.errors.details ? `${id('details')}-error` : undefined}
        />
        {state?.errors.details && (
          <span className="checkout__error" id={`${id('details')}-error`}>
            {state.errors.details}
          </span>
        )}
      </p>
      <button type="submit" className="button checkout__submit">
        {tcheckout.cancelSubmit}
      </button>
    </form>
  );
}

/** The cancellation page: what the law allows, and the form. */
export function CancellationTemplate(props: { state?: CancellationState; sent: boolean; trail: Crumb[] }) {
  return (
    <div className="container checkout cancel-order">
      <Breadcrumbs trail={props.trail} />
      <h1>{tcheckout.cancelTitle}</h1>
      <p className="checkout__note">{tcheckout.cancelIntro}</p>
      <CancellationForm state={props.state} sent={props.sent} />
    </div>
  );
}
