/**
 * The lightbox's site-level options (spec §3 "Site-level display settings"): the site settings global holds
 * them, the layout writes them on <body data-lightbox-options>, the lightbox chunk reads them back.
 */

export interface LightboxOptions {
  global: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
  titleSource: TextSource;
  descriptionSource: TextSource;
}

export type TextSource = 'title' | 'caption' | 'alt' | 'description' | 'none';
const textSources: readonly TextSource[] = ['title', 'caption', 'alt', 'description', 'none'];

export const defaultLightboxOptions: LightboxOptions = {
  global: true,
  counter: true,
  fullscreen: true,
  zoom: true,
  share: true,
  titleSource: 'title',
  descriptionSource: 'description',
};

/**
 * Options as the layout writes them on <body>: `data-lightbox-options="global counter fullscreen zoom share
 * title:title description:description"`. Unknown words are ignored; a missing attribute means the defaults.
 */
export function parseLightboxOptions(value: string | undefined | null): LightboxOptions {
  if (value === undefined || value === null) return { ...defaultLightboxOptions };
  const words = new Set(value.split(/\s+/).filter(Boolean));
  const source = (key: string, fallback: TextSource): TextSource => {
    const found = [...words].find((w) => w.startsWith(`${key}:`))?.slice(key.length + 1);
    return textSources.includes(found as TextSource) ? (found as TextSource) : fallback;
  };
  return {
    global: words.has('global'),
    counter: words.has('counter'),
    fullscreen: words.has('fullscreen'),
    zoom: words.has('zoom'),
    share: words.has('share'),
    titleSource: source('title', 'none'),
    descriptionSource: source('description', 'none'),
  };
}

export function serializeLightboxOptions(o: LightboxOptions): string {
  const flags = (['global', 'counter', 'fullscreen', 'zoom', 'share'] as const).filter((k) => o[k]);
  return [...flags, `title:${o.titleSource}`, `description:${o.descriptionSource}`].join(' ');
}
