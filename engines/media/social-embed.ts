/**
 * Social content behind a privacy facade (issue 20): which address of which service a visitor's link
 * names, the service's own embed frame for it, and the one host that frame comes from (the page's CSP
 * admits it only on pages that embed it). Nothing here touches the network.
 */
export type SocialService =
  'youtube' | 'vimeo' | 'x' | 'facebook' | 'instagram' | 'tiktok' | 'soundcloud' | 'spotify' | 'google-maps';

export interface SocialEmbed {
  service: SocialService;
  /** The iframe's address. */
  src: string;
  /** The content on the service's own site: where the facade's link goes. */
  page: string;
}

interface ServiceRule {
  name: string;
  /** Origins the frame loads from (its CSP frame-src). */
  frames: string[];
  /** Height when the frame has no natural ratio (posts, players, maps), px; null: 16:9. */
  height: number | null;
  parse: (url: URL, raw: string) => SocialEmbed | null;
}

const e = encodeURIComponent;
const hostOf = (url: URL) => url.hostname.replace(/^(www\.|m\.|mobile\.)/, '');
const parts = (url: URL) => url.pathname.split('/').filter(Boolean);

export const socialServices: Record<SocialService, ServiceRule> = {
  youtube: {
    name: 'YouTube',
    frames: ['https://www.youtube-nocookie.com'],
    height: null,
    parse: (url) => {
      const host = hostOf(url);
      const p = parts(url);
      const id =
        host === 'youtu.be'
          ? p[0]
          : host === 'youtube.com'
            ? p[0] === 'watch'
              ? url.searchParams.get('v')
              : ['embed', 'shorts', 'live'].includes(p[0] ?? '')
                ? p[1]
                : null
            : null;
      return id && /^[\w-]{11}$/.test(id)
        ? {
            service: 'youtube',
            src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
            page: `https://www.youtube.com/watch?v=${id}`,
          }
        : null;
    },
  },
  vimeo: {
    name: 'Vimeo',
    frames: ['https://player.vimeo.com'],
    height: null,
    parse: (url) => {
      const id = hostOf(url) === 'vimeo.com' ? parts(url).find((s) => /^\d{1,12}$/.test(s)) : null;
      return id
        ? {
            service: 'vimeo',
            src: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
            page: `https://vimeo.com/${id}`,
          }
        : null;
    },
  },
  x: {
    name: 'X',
    frames: ['https://platform.twitter.com'],
    height: 560,
    parse: (url) => {
      const p = parts(url);
      const ok = ['x.com', 'twitter.com'].includes(hostOf(url)) && p[1] === 'status' && /^\d{1,25}$/.test(p[2] ?? '');
      return ok
        ? {
            service: 'x',
            src: `https://platform.twitter.com/embed/Tweet.html?id=${p[2]}&dnt=true`,
            page: `https://x.com/${e(p[0]!)}/status/${p[2]}`,
          }
        : null;
    },
  },
  facebook: {
    name: 'Facebook',
    frames: ['https://www.facebook.com'],
    height: 600,
    parse: (url) => {
      const page = `https://www.facebook.com${url.pathname}${url.search}`;
      const p = parts(url);
      const ok =
        hostOf(url) === 'facebook.com' && (p.includes('posts') || p.includes('videos') || p[0] === 'permalink.php');
      return ok
        ? {
            service: 'facebook',
            src: `https://www.facebook.com/plugins/post.php?href=${e(page)}&show_text=true&width=500`,
            page,
          }
        : null;
    },
  },
  instagram: {
    name: 'Instagram',
    frames: ['https://www.instagram.com'],
    height: 640,
    parse: (url) => {
      const p = parts(url);
      const ok =
        hostOf(url) === 'instagram.com' && ['p', 'reel', 'tv'].includes(p[0] ?? '') && /^[\w-]{5,40}$/.test(p[1] ?? '');
      return ok
        ? {
            service: 'instagram',
            src: `https://www.instagram.com/${p[0]}/${p[1]}/embed/`,
            page: `https://www.instagram.com/${p[0]}/${p[1]}/`,
          }
        : null;
    },
  },
  tiktok: {
    name: 'TikTok',
    frames: ['https://www.tiktok.com'],
    height: 740,
    parse: (url) => {
      const p = parts(url);
      const id = hostOf(url) === 'tiktok.com' && p[1] === 'video' ? p[2] : null;
      return id && /^\d{5,25}$/.test(id)
        ? {
            service: 'tiktok',
            src: `https://www.tiktok.com/embed/v2/${id}`,
            page: `https://www.tiktok.com/${e(p[0]!)}/video/${id}`,
          }
        : null;
    },
  },
  soundcloud: {
    name: 'SoundCloud',
    frames: ['https://w.soundcloud.com'],
    height: 166,
    parse: (url) => {
      const ok = hostOf(url) === 'soundcloud.com' && parts(url).length >= 2;
      const page = `https://soundcloud.com${url.pathname}`;
      return ok
        ? { service: 'soundcloud', src: `https://w.soundcloud.com/player/?url=${e(page)}&auto_play=true`, page }
        : null;
    },
  },
  spotify: {
    name: 'Spotify',
    frames: ['https://open.spotify.com'],
    height: 352,
    parse: (url) => {
      const p = parts(url).filter((s) => !/^intl-/.test(s));
      const ok =
        hostOf(url) === 'open.spotify.com' &&
        ['track', 'album', 'playlist', 'episode', 'show', 'artist'].includes(p[0] ?? '') &&
        /^[A-Za-z0-9]{10,40}$/.test(p[1] ?? '');
      return ok
        ? {
            service: 'spotify',
            src: `https://open.spotify.com/embed/${p[0]}/${p[1]}`,
            page: `https://open.spotify.com/${p[0]}/${p[1]}`,
          }
        : null;
    },
  },
  'google-maps': {
    name: 'Google Maps',
    frames: ['https://maps.google.com', 'https://www.google.com'],
    height: 400,
    // A place is written as an address, not a link: Maps' own links are long-lived only as searches.
    parse: (_url, raw) => mapsEmbed(raw),
  },
};

function mapsEmbed(place: string): SocialEmbed | null {
  const q = place.trim();
  if (!q || q.length > 300) return null;
  return {
    service: 'google-maps',
    src: `https://maps.google.com/maps?q=${e(q)}&output=embed`,
    page: `https://www.google.com/maps/search/?api=1&query=${e(q)}`,
  };
}

/** A link (or, for maps, an address) → the embed, or null when the service does not recognise it. */
export function parseSocialEmbed(service: SocialService, value: string): SocialEmbed | null {
  const rule = socialServices[service];
  if (service === 'google-maps') return rule.parse(new URL('https://invalid.example/'), value);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return rule.parse(url, value);
}

export const socialServiceIds = Object.keys(socialServices) as SocialService[];
