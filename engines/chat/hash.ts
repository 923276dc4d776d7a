/**
 * The CTA's identity, as Joinchat computes it (reference §2.7): PHP's crc32 of the text as an unsigned
 * decimal, leading zeros trimmed; empty when there is no CTA. A changed text is a new, unseen CTA.
 */
export function messageHash(text: string): string {
  if (!text) return '';
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return String((crc ^ 0xffffffff) >>> 0).replace(/^0+/, '');
}
