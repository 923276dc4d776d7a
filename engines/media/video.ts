/**
 * Embedded video behind a privacy facade (spec §2 widget kinds "video"; issue 4): which provider video a
 * URL names, where its page and player API live, and the 350 ms readiness poll used once the visitor has
 * pressed play. Nothing here touches the network; the widget's island loads the API on that press.
 */

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoSource {
  provider: VideoProvider;
  id: string;
}

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d{1,12}$/;

/** A YouTube or Vimeo address (watch, short, embed, shorts or player forms) → its video id, or null. */
export function parseVideoUrl(provider: VideoProvider, value: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (provider === 'youtube') {
    if (host === 'youtu.be') id = parts[0];
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id =
        parts[0] === 'watch'
          ? (url.searchParams.get('v') ?? undefined)
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : undefined;
    }
    return id && youtubeId.test(id) ? { provider, id } : null;
  }
  if (host === 'vimeo.com') id = parts.find((p) => vimeoId.test(p));
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id && vimeoId.test(id) ? { provider, id } : null;
}

/** The video's own page: where a visitor without JavaScript (or whose player failed to load) goes. */
export function videoPageUrl(source: VideoSource, start = 0): string {
  if (source.provider === 'youtube') {
    return `https://www.youtube.com/watch?v=${source.id}${start > 0 ? `&t=${start}s` : ''}`;
  }
  return `https://vimeo.com/${source.id}${start > 0 ? `#t=${start}s` : ''}`;
}

/** The provider's player API, fetched only after the visitor presses play. */
export const playerApi: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
};

export const providerName: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The player API's readiness is checked every 350 ms (reference: Elementor's video handler). */
export const readinessInterval = 350;

/** Resolves true once `ready()` holds, checking now and then every 350 ms; false after `tries` checks. */
export function waitUntilReady(ready: () => boolean, timers: Timers, tries = 86): Promise<boolean> {
  return new Promise((resolve) => {
    let left = tries;
    const check = () => {
      if (ready()) return resolve(true);
      left -= 1;
      if (left <= 0) return resolve(false);
      timers.set(check, readinessInterval);
    };
    check();
  });
}
