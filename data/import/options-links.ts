import { makeLinkRewriter } from './links';
import { oldKeyOf, type AddressPlan } from './plan';

/**
 * Links in the plugins' settings (the chat's texts, Ally's statement and sitemap) → arig's addresses, as in
 * the content; except that a link to a page imported as a draft keeps its old address: those are mostly
 * pages whose address arig keeps for its own (the privacy policy, the accessibility statement), and a
 * widget on every page must not lead visitors to a draft.
 */
export function optionsLinkRewriter(plan: AddressPlan): (href: string) => string {
  const rewrite = makeLinkRewriter(plan, new Map());
  const drafts = new Set([...plan.docs.values()].filter((doc) => doc.draft).map((doc) => doc.path));
  return (href) => {
    const to = rewrite(href);
    if (!drafts.has(to.split('#')[0] ?? to)) return to;
    return oldKeyOf(href.trim(), plan.oldOrigin, plan.basePath) ?? to;
  };
}

/** An address a widget may link to: the web (http, https) or a path on the site; never `javascript:` and the like. */
export const isWebOrSitePath = (href: string): boolean => /^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/.test(href);
