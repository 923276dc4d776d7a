import type { TrackingConfig } from '../../engines/consent/vendors';
import { tc } from '../../messages/consent';
import { Ltr } from '../ui/Ltr';

/** Vendor names are Latin: each one isolated, the list punctuated in Hebrew. */
function VendorNames({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <Ltr>{name}</Ltr>
        </span>
      ))}
      .
    </>
  );
}

export interface ConsentBannerProps {
  config: TrackingConfig;
  privacyHref: string | null;
}

/**
 * The cookie-consent banner (issue 17): a labelled, non-modal region at the bottom, hidden until the
 * consent runtime finds no valid choice. Three answers of equal weight; "בחירה" opens the categories.
 * Nothing here loads a vendor: site-runtime/consent does, after a choice.
 */
export function ConsentBanner({ config, privacyHref }: ConsentBannerProps) {
  const analytics = [
    config.ga4 && 'Google Analytics',
    config.clarity && 'Microsoft Clarity',
    config.hotjar && 'Hotjar',
  ].filter((name): name is string => Boolean(name));
  const marketing = [config.ads && 'Google Ads', config.metaPixel && 'Meta Pixel'].filter((name): name is string =>
    Boolean(name),
  );
  return (
    <>
      <section className="consent" data-consent hidden role="region" aria-labelledby="consent-title">
        <h2 className="consent__title" id="consent-title">
          {tc.title}
        </h2>
        <p className="consent__intro">
          {tc.intro}
          {privacyHref && (
            <>
              {' '}
              <a href={privacyHref}>{tc.privacy}</a>
            </>
          )}
        </p>
        <fieldset className="consent__choices" id="consent-choices" data-consent-choices hidden>
          <legend className="consent__legend">{tc.categories}</legend>
          <div className="consent__category">
            <input type="checkbox" id="consent-necessary" checked disabled />
            <label htmlFor="consent-necessary">{tc.necessary}</label>
            <p className="consent__hint">{tc.necessaryHint}</p>
          </div>
          {analytics.length > 0 && (
            <div className="consent__category">
              <input
                type="checkbox"
                id="consent-analytics"
                name="analytics"
                aria-describedby="consent-analytics-hint"
              />
              <label htmlFor="consent-analytics">{tc.analytics}</label>
              <p className="consent__hint" id="consent-analytics-hint">
                {tc.analyticsHint} {tc.usedBy} <VendorNames names={analytics} />
              </p>
            </div>
          )}
          {marketing.length > 0 && (
            <div className="consent__category">
              <input
                type="checkbox"
                id="consent-marketing"
                name="marketing"
                aria-describedby="consent-marketing-hint"
              />
              <label htmlFor="consent-marketing">{tc.marketing}</label>
              <p className="consent__hint" id="consent-marketing-hint">
                {tc.marketingHint} {tc.usedBy} <VendorNames names={marketing} />
              </p>
            </div>
          )}
          <button type="button" className="consent__button" data-consent-save>
            {tc.save}
          </button>
        </fieldset>
        <div className="consent__actions">
          <button type="button" className="consent__button" data-consent-accept>
            {tc.acceptAll}
          </button>
          <button type="button" className="consent__button" data-consent-reject>
            {tc.rejectAll}
          </button>
          <button
            type="button"
            className="consent__button"
            data-consent-choose
            aria-expanded="false"
            aria-controls="consent-choices"
          >
            {tc.choose}
          </button>
        </div>
      </section>
      <p className="visually-hidden" role="status" data-consent-status data-saved={tc.saved} />
      <script
        type="application/json"
        data-tracking-config
        dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
