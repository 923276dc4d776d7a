/**
 * Share links as plain URLs (no third-party script, no counters): Elementor Pro's 20 networks, each a
 * URL template filled with the page's address, title and image. Retired services stay valid for
 * imported layouts but are not offered in the editor.
 */
export interface ShareTarget {
  /** Absolute URL of what is shared. */
  url: string;
  title: string;
  /** Absolute URL of an image (Pinterest, VK, OK), or empty. */
  image: string;
}

export interface Network {
  /** Hebrew name, as the button says it. */
  label: string;
  /** Short mark shown in the button's badge (brands are not drawn from their logos). */
  mark: string;
  /** Badge colour: the brand's, darkened where needed for white text at WCAG AA (≥ 4.5:1). */
  colour: string;
  /** Shut down or folded into another service: kept for imported content, hidden in the editor. */
  retired?: boolean;
  href: (t: ShareTarget) => string;
}

const e = encodeURIComponent;

export const networks = {
  facebook: {
    label: 'פייסבוק',
    mark: 'f',
    colour: '#0A5BD6',
    href: (t) => `https://www.facebook.com/sharer/sharer.php?u=${e(t.url)}`,
  },
  twitter: {
    label: 'טוויטר',
    mark: 't',
    colour: '#0F5C8A',
    href: (t) => `https://twitter.com/intent/tweet?url=${e(t.url)}&text=${e(t.title)}`,
  },
  'x-twitter': {
    label: 'X',
    mark: 'X',
    colour: '#000000',
    href: (t) => `https://x.com/intent/post?url=${e(t.url)}&text=${e(t.title)}`,
  },
  linkedin: {
    label: 'לינקדאין',
    mark: 'in',
    colour: '#0A66C2',
    href: (t) => `https://www.linkedin.com/sharing/share-offsite/?url=${e(t.url)}`,
  },
  pinterest: {
    label: 'פינטרסט',
    mark: 'P',
    colour: '#C8001E',
    href: (t) =>
      `https://www.pinterest.com/pin/create/button/?url=${e(t.url)}&media=${e(t.image)}&description=${e(t.title)}`,
  },
  reddit: {
    label: 'רדיט',
    mark: 'r',
    colour: '#D93A00',
    href: (t) => `https://www.reddit.com/submit?url=${e(t.url)}&title=${e(t.title)}`,
  },
  vk: {
    label: 'VK',
    mark: 'VK',
    colour: '#0062D1',
    href: (t) => `https://vk.com/share.php?url=${e(t.url)}&title=${e(t.title)}&image=${e(t.image)}`,
  },
  odnoklassniki: {
    label: 'Odnoklassniki',
    mark: 'OK',
    colour: '#B35F00',
    href: (t) => `https://connect.ok.ru/offer?url=${e(t.url)}&title=${e(t.title)}&imageUrl=${e(t.image)}`,
  },
  tumblr: {
    label: 'טאמבלר',
    mark: 't',
    colour: '#36465D',
    href: (t) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${e(t.url)}&title=${e(t.title)}`,
  },
  digg: {
    label: 'Digg',
    mark: 'd',
    colour: '#000000',
    href: (t) => `https://digg.com/submit?url=${e(t.url)}`,
  },
  skype: {
    label: 'סקייפ',
    mark: 'S',
    colour: '#0078A8',
    retired: true,
    href: (t) => `https://web.skype.com/share?url=${e(t.url)}&text=${e(t.title)}`,
  },
  stumbleupon: {
    label: 'StumbleUpon',
    mark: 'su',
    colour: '#C7361A',
    retired: true,
    href: (t) => `https://www.stumbleupon.com/submit?url=${e(t.url)}&title=${e(t.title)}`,
  },
  mix: {
    label: 'Mix',
    mark: 'm',
    colour: '#B8520F',
    href: (t) => `https://mix.com/add?url=${e(t.url)}`,
  },
  telegram: {
    label: 'טלגרם',
    mark: 'tg',
    colour: '#1A7DB0',
    href: (t) => `https://t.me/share/url?url=${e(t.url)}&text=${e(t.title)}`,
  },
  pocket: {
    label: 'Pocket',
    mark: 'p',
    colour: '#C72A41',
    retired: true,
    href: (t) => `https://getpocket.com/edit?url=${e(t.url)}&title=${e(t.title)}`,
  },
  xing: {
    label: 'XING',
    mark: 'x',
    colour: '#006567',
    href: (t) => `https://www.xing.com/spi/shares/new?url=${e(t.url)}`,
  },
  whatsapp: {
    label: 'וואטסאפ',
    mark: 'wa',
    colour: '#0E7A6D',
    href: (t) => `https://api.whatsapp.com/send?text=${e(`${t.title}\n${t.url}`)}`,
  },
  email: {
    label: 'דוא״ל',
    mark: '@',
    colour: '#4A4A4A',
    href: (t) => `mailto:?subject=${e(t.title)}&body=${e(t.url)}`,
  },
  print: {
    label: 'הדפסה',
    mark: '⎙',
    colour: '#4A4A4A',
    // Printing is the browser's, not a link: the widget renders a button for it.
    href: () => '',
  },
  threads: {
    label: 'Threads',
    mark: '@',
    colour: '#000000',
    href: (t) => `https://www.threads.net/intent/post?text=${e(`${t.title} ${t.url}`)}`,
  },
} as const satisfies Record<string, Network>;

export type NetworkId = keyof typeof networks;
export const networkIds = Object.keys(networks) as NetworkId[];
/** What the editor offers: every network that still exists. */
export const currentNetworkIds = networkIds.filter((id) => !(networks[id] as Network).retired);

/** The share link of a network; null for print, which is a button. */
export function shareHref(id: NetworkId, target: ShareTarget): string | null {
  return id === 'print' ? null : networks[id].href(target);
}
