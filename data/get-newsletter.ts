import { defaultConsentText } from '../cms/globals/newsletter';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';
import type { NewsletterView } from './types';

/** The newsletter form's wording, memoised until the next content change. */
export function getNewsletterView(): Promise<NewsletterView> {
  return memo('newsletter', async () => {
    const p = await payload();
    const n = await p.findGlobal({ slug: 'newsletter', depth: 0, ...asVisitor });
    return {
      heading: n.heading || 'הניוזלטר',
      intro: n.intro ?? null,
      consentText: n.consentText || defaultConsentText,
      consentVersion: n.consentVersion ?? 1,
    };
  });
}
