import { addIssue, type ConvertContext } from './content-context';
import { linkNode, paragraph, textNode, type LexicalBlock } from './content-lexical-nodes';
import { resolveHref } from './content-links';

/** oEmbed providers WordPress embeds from a bare URL; the video ones get a Hebrew link text. */
const PROVIDERS: { host: RegExp; name: string; video: boolean }[] = [
  { host: /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/, name: 'YouTube', video: true },
  { host: /(^|\.)vimeo\.com$/, name: 'Vimeo', video: true },
  { host: /(^|\.)tiktok\.com$/, name: 'TikTok', video: true },
  { host: /(^|\.)dailymotion\.com$/, name: 'Dailymotion', video: true },
  { host: /(^|\.)(twitter\.com|x\.com)$/, name: 'X', video: false },
  { host: /(^|\.)(instagram\.com|facebook\.com)$/, name: 'Meta', video: false },
  { host: /(^|\.)(spotify\.com|soundcloud\.com|flickr\.com|reddit\.com|ted\.com)$/, name: 'oEmbed', video: false },
];

function provider(url: string): (typeof PROVIDERS)[number] | null {
  try {
    const { host } = new URL(url);
    return PROVIDERS.find((p) => p.host.test(host.toLowerCase())) ?? null;
  } catch {
    return null;
  }
}

/**
 * WordPress's autoembed for classic content: a URL of a known provider alone on its line is embedded. It
 * becomes `[embed]URL[/embed]`, which the shortcode rules convert.
 */
export const markAutoEmbeds = (text: string): string =>
  text.replace(/^(\s*)(https?:\/\/[^\s<>"]+)(\s*)$/gim, (line, before: string, url: string, after: string) =>
    provider(url) === null ? line : `${before}[embed]${url}[/embed]${after}`,
  );

/** An embed cannot be rendered on arig: it becomes a link to what was embedded, and is reported. */
export function embedBlocks(url: string, ctx: ConvertContext): LexicalBlock[] {
  addIssue(ctx, 'embed', url);
  const href = resolveHref(url, ctx);
  if (href === null) return [];
  const found = provider(url);
  const label = found?.video ? `צפייה בסרטון ב־${found.name}` : url;
  return [paragraph([linkNode(ctx.nextId(), href, false, [textNode(label)])])];
}
