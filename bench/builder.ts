import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib/paths.ts';
import type { RouteBytes } from './bytes.ts';

/** The seeded builder pages (home, about, services: every widget between them). */
export const builderRoutes = ['/', '/about/', '/services/'] as const;
/** A page the builder does not render, to show what builder widgets add to it. */
export const plainRoute = '/accessibility-statement/';

export interface BuilderBytes {
  /** JavaScript before interaction on each builder page, and what it adds over the plain page. */
  pages: { route: string; js: number; scripts: number; overPlain: number }[];
  plainJs: number;
  /** Code fetched later, only on pages that need it: islands on approach, animation/sticky runtime on load. */
  chunks: { name: string; gzip: number }[];
}

const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const lazyChunks = [
  'tabs.island.',
  'alert.island.',
  'counter.island.',
  'countdown.island.',
  'hotspot.island.',
  'entrance.',
  'sticky.',
  // Issue 20: the portfolio's filter (on approach); share buttons and social embeds (first press only);
  // the search box's suggestions (first focus of any search box, from the site runtime).
  'portfolio.island.',
  'share-buttons.island.',
  'social-embed.island.',
  // Issue 21: the reviews' carousel (on approach; the image carousel's code).
  'reviews.island.',
  // Issue 21: the Lottie widget's island (on approach) and the player it then fetches (lottie-web's light
  // SVG build), never under reduced motion.
  'lottie.island.',
  'lottie_light.',
  // Issue 21: the slides (hero slider) on approach, with Embla; the page's first picture is preloaded.
  'slides.island.',
  'suggest.',
];

export async function builderBytes(bytes: RouteBytes[]): Promise<BuilderBytes> {
  const plainJs = bytes.find((b) => b.route === plainRoute)?.js ?? NaN;
  const pages = builderRoutes.map((route) => {
    const b = bytes.find((x) => x.route === route);
    return { route, js: b?.js ?? NaN, scripts: b?.scripts ?? 0, overPlain: (b?.js ?? NaN) - plainJs };
  });
  const dir = path.join(root, 'dist', 'site', 'client', '_astro');
  const files = await readdir(dir);
  const chunks: BuilderBytes['chunks'] = [];
  for (const prefix of lazyChunks) {
    const file = files.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    if (file) chunks.push({ name: prefix.replace(/\.$/, ''), gzip: gz(await readFile(path.join(dir, file))) });
  }
  return { pages, plainJs, chunks };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The report section: builder pages' JavaScript before interaction and the on-demand chunks. */
export function renderBuilderBytes(b: BuilderBytes): string[] {
  return [
    '',
    '### Builder pages',
    '',
    `JavaScript before interaction, against \`${plainRoute}\` (no builder layout, ${kb(b.plainJs)}): static widgets add none; a page adds only the island loader when it has an interactive widget.`,
    '',
    '| route | JS before interaction | over the plain page | scripts |',
    '| --- | --- | --- | --- |',
    ...b.pages.map((p) => `| \`${p.route}\` | ${kb(p.js)} | ${p.overPlain} B | ${p.scripts} |`),
    '',
    `Fetched only where needed (gzip): ${b.chunks.map((c) => `${c.name} ${c.gzip} B`).join(', ')}. Islands load when their widget comes within 200 px of the viewport or on first interaction; share-buttons and social-embed only on their first press (0 B before interaction, however close they are); suggest (the search combobox) on the first focus of a search box; the animation and sticky runtime only on pages with \`data-animation\` / \`data-sticky\` elements.`,
  ];
}
