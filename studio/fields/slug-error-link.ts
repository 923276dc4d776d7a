/** A studio edit view at the end of a message: `…: /admin/collections/pages/2`. */
const holderAtEnd = /^([\s\S]*?): (\/admin\/collections\/[a-z-]+\/\d+)$/;

/** The message without the trailing edit-view path, and that path (null when there is none). */
export function splitHolderLink(message: string): { text: string; href: string | null } {
  const match = holderAtEnd.exec(message);
  return match ? { text: match[1]!, href: match[2]! } : { text: message, href: null };
}
