/**
 * Mail addresses and header values from outside (visitors, the owner's settings). A header value never
 * carries CR, LF or another control character, so no input can add a header or a body to a message.
 */

export interface Mailbox {
  name: string;
  address: string;
}

// A practical address check (RFC 5321 limits, a dot in the domain); not every RFC 5322 form, by design.
const addressPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// C0 and C1 controls, DEL, bidi embedding/override/isolate marks and line/paragraph separators.
// eslint-disable-next-line no-control-regex
const unsafeInHeader = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && addressPattern.test(value) && !value.includes('..');
}

/** A value safe for one header line: controls (CR and LF among them) become spaces, runs of space one. */
export function headerText(value: string, maxLength = 200): string {
  return value.replace(unsafeInHeader, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

/** `name <address>` or a bare address; null when the address part is not an address. */
export function parseMailbox(value: string): Mailbox | null {
  const trimmed = value.trim();
  const angled = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  const address = (angled ? angled[2]! : trimmed).trim();
  if (!isEmailAddress(address)) return null;
  const name = angled ? headerText(angled[1]!.replace(/^"(.*)"$/, '$1'), 100) : '';
  return { name, address };
}

/** A comma- or semicolon-separated list of addresses; null if any entry is not an address. */
export function parseAddressList(value: string, max = 20): string[] | null {
  const parts = value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > max) return null;
  const boxes = parts.map(parseMailbox);
  if (boxes.some((box) => box === null)) return null;
  return boxes.map((box) => box!.address);
}
