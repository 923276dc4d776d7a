import sharp from 'sharp';
import { logoGlyphs } from './logo-glyphs';
import type { ClientLogo } from '../content/clients';

/*
 * The clients' logos (content/clients.ts) as the seed draws them: a mark beside the name, in one grey, the
 * letters' outlines from logo-glyphs.ts (scripts/seed-logo-glyphs.ts makes it from the site's fonts).
 */

/** Drawn at twice the 150 × 60 px the page shows. */
export const logoSize = { width: 300, height: 120 } as const;
/** One grey for every logo: a strip of clients reads as one, and none outshouts the page. */
export const logoInk = '#4a4f57';

const f = (n: number) => String(Math.round(n * 10) / 10);

/** The marks, in a 40 × 40 box at (0, 0). */
const marks: Record<ClientLogo['mark'], string> = {
  // Plain weave: a 3 × 3 checker of squares.
  weave: [0, 1, 2]
    .flatMap((r) => [0, 1, 2].filter((c) => (r + c) % 2 === 0).map((c) => `M${c * 14} ${r * 14}h12v12h-12z`))
    .join(''),
  // A cone of yarn: a trapezoid with its wound lines.
  spool: 'M10 2h20l8 36h-36zM9 14h22M7 24h26M5 32h30',
  // Twill: diagonals in a square.
  twill: 'M0 0h40v40h-40zM0 20l20-20M0 40l40-40M20 40l20-20',
  // Knit: two rows of loops (V shapes).
  knit: 'M2 6l9 12l9-12l9 12l9-12M2 22l9 12l9-12l9 12l9-12',
  diamond: 'M20 0l20 20l-20 20l-20-20zM20 10l10 10l-10 10l-10-10z',
  ring: 'M20 2a18 18 0 1 0 .01 0zM20 11a9 9 0 1 0 .01 0z',
};
/** Filled marks (the rest are strokes). */
const filled = new Set<ClientLogo['mark']>(['weave', 'diamond', 'ring']);

/** A line of text as outlines, its width at `size` px; right to left when it is Hebrew. */
function textPath(text: string, font: ClientLogo['font'], size: number, tracking = 0) {
  const glyphs = logoGlyphs[font];
  const s = size / 1000;
  const rtl = /[\u0590-\u05ff]/.test(text);
  const chars = [...text];
  const advances = chars.map((ch) => (ch === ' ' ? 260 : (glyphs[ch]?.[0] ?? 0)) * s + tracking);
  const width = advances.reduce((a, b) => a + b, 0) - tracking;
  const draw = (x0: number, baseline: number) => {
    let x = rtl ? x0 + width : x0;
    const out: string[] = [];
    chars.forEach((ch, i) => {
      const advance = advances[i]!;
      if (rtl) x -= advance - (i === 0 ? tracking : 0);
      const outline = glyphs[ch]?.[1];
      if (ch !== ' ' && outline === undefined) throw new Error(`client logo: no outline for "${ch}" (logo-glyphs.ts)`);
      if (outline) out.push(`<path transform="translate(${f(x)} ${f(baseline)}) scale(${s} ${-s})" d="${outline}"/>`);
      if (!rtl) x += advance;
    });
    return out.join('');
  };
  return { width, draw };
}

/** The logo's SVG: its mark at the start of the line (right in Hebrew), the name and tagline beside it, centred. */
export function clientLogoSvg(logo: ClientLogo): string {
  const { width: W, height: H } = logoSize;
  const rtl = /[\u0590-\u05ff]/.test(logo.name);
  const mark = 40;
  const gap = 14;
  let size = logo.tagline ? 42 : 48;
  let name = textPath(logo.name, logo.font, size, logo.font === 'serif' && !rtl ? 3 : 0);
  const room = W - 16 - mark - gap;
  if (name.width > room) {
    size = (size * room) / name.width;
    name = textPath(logo.name, logo.font, size, logo.font === 'serif' && !rtl ? 3 : 0);
  }
  const taglineSize = 16;
  const tagline = logo.tagline ? textPath(logo.tagline, 'sans', taglineSize, rtl ? 0.5 : 2) : undefined;
  const textWidth = Math.max(name.width, tagline?.width ?? 0);
  const total = mark + gap + textWidth;
  const left = (W - total) / 2;
  const [markX, textX] = rtl ? [left + textWidth + gap, left] : [left, left + mark + gap];
  const nameHeight = size * 0.72;
  const block = tagline ? nameHeight + 10 + taglineSize * 0.72 : nameHeight;
  const top = (H - block) / 2;
  const align = (w: number) => (rtl ? textX + textWidth - w : textX);
  const markY = (H - mark) / 2;
  const markBody = filled.has(logo.mark)
    ? `<path fill-rule="evenodd" d="${marks[logo.mark]}"/>`
    : `<path fill="none" stroke="${logoInk}" stroke-width="3.5" stroke-linejoin="round" d="${marks[logo.mark]}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><g fill="${logoInk}">` +
    `<g transform="translate(${f(markX)} ${f(markY)})">${markBody}</g>` +
    name.draw(align(name.width), top + nameHeight) +
    (tagline ? tagline.draw(align(tagline.width), top + block) : '') +
    `</g></svg>`
  );
}

/** The logo as a PNG on a transparent ground (the media library keeps it as WebP). */
export async function clientLogoPng(logo: ClientLogo): Promise<Buffer> {
  return sharp(Buffer.from(clientLogoSvg(logo)))
    .png({ palette: true })
    .toBuffer();
}
