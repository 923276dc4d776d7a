import { oldKeyOf, type AddressPlan } from './plan';
import { wordpressIdParams } from '../../engines/links/old-address';
import { uploadKey } from './media-paths';

const untouched = /^(?:#|mailto:|tel:|sms:|whatsapp:|javascript:|data:)/i;

/**
 * Rewrites a link of the imported content: the old site's pages to their arig addresses, its uploads to
 * the imported files, anything else on the old site to the same path here (the old host will be gone);
 * other sites' links stay as they are.
 */
export function makeLinkRewriter(plan: AddressPlan, mediaUrls: ReadonlyMap<string, string>): (href: string) => string {
  return (href) => {
    const trimmed = href.trim();
    if (trimmed === '' || untouched.test(trimmed)) return trimmed;
    let url: URL;
    try {
      url = new URL(trimmed, `${plan.oldOrigin}${plan.basePath}/`);
    } catch {
      return trimmed;
    }
    if (url.origin !== plan.oldOrigin) return trimmed;
    // The old home (`http://old/`) has no key of its own (no id parameter): it is arig's home, `/`.
    const key = oldKeyOf(trimmed, plan.oldOrigin, plan.basePath);
    if (url.pathname.includes('/wp-content/uploads/')) {
      const file = uploadKey(url.pathname);
      return (file && mediaUrls.get(file)) || trimmed;
    }
    const moved = key === null ? undefined : plan.oldToNew.get(key);
    if (moved) {
      // `/?p=84` names its page by the query; any other query (`/contact/?sent=1`) goes along to the new address.
      const byId = wordpressIdParams.some((name) => url.searchParams.has(name));
      return `${moved}${byId ? '' : url.search}${url.hash}`;
    }
    const path =
      plan.basePath && url.pathname.startsWith(`${plan.basePath}/`)
        ? url.pathname.slice(plan.basePath.length)
        : url.pathname;
    return `${path}${url.search}${url.hash}`;
  };
}
