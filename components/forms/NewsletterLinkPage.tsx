import { tn } from '../../messages/forms';

export interface NewsletterLinkPageProps {
  purpose: 'confirm' | 'unsubscribe';
  /** ask: the link is well-formed, the button performs it; the rest are outcomes. */
  step: 'ask' | 'done' | 'already' | 'invalid';
  /** Where the button posts (this page, with its token). */
  action: string;
  token: string;
}

/**
 * The page a newsletter link opens. Nothing happens on opening it (mail scanners open links too): the
 * visitor confirms or leaves with a button, a plain POST. RFC 8058's one-click POST skips this page.
 */
export function NewsletterLinkPage({ purpose, step, action, token }: NewsletterLinkPageProps) {
  const text = tn[purpose];
  const outcome = step === 'ask' ? null : text[step];
  return (
    <div className="container newsletter-link">
      <h1>{text.title}</h1>
      {outcome ? (
        <div className={step === 'invalid' ? 'newsletter-link__problem' : 'w-form__sent'} role="status">
          <p>{outcome}</p>
        </div>
      ) : (
        <form method="post" action={action} className="w-form">
          <p>{text.ask}</p>
          <input type="hidden" name="t" value={token} />
          <div className="w-form__actions">
            <button type="submit" className="w-form__submit">
              {text.button}
            </button>
          </div>
        </form>
      )}
      <p>
        <a href="/">{tn.home}</a>
      </p>
    </div>
  );
}
