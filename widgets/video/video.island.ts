import { playerApi, providerName, waitUntilReady, type VideoProvider } from '../../engines/media/video';
import { tw } from '../../messages/builder';

interface PlayerConstructor {
  new (element: HTMLElement, options: Record<string, unknown>): unknown;
}
declare global {
  interface Window {
    YT?: { Player?: PlayerConstructor; loaded?: number };
    Vimeo?: { Player?: PlayerConstructor };
  }
}

const timers = {
  set: (fn: () => void, ms: number): unknown => window.setTimeout(fn, ms),
  clear: (handle: unknown): void => window.clearTimeout(handle as number),
};

const isReady: Record<VideoProvider, () => boolean> = {
  youtube: () => Boolean(window.YT?.Player && window.YT.loaded),
  vimeo: () => Boolean(window.Vimeo?.Player),
};

/** One script per provider per page, fetched on the first press of play. */
const loading = new Map<VideoProvider, Promise<boolean>>();
function loadPlayerApi(provider: VideoProvider): Promise<boolean> {
  let ready = loading.get(provider);
  if (!ready) {
    const script = document.createElement('script');
    script.src = playerApi[provider];
    script.async = true;
    document.head.append(script);
    ready = waitUntilReady(isReady[provider], timers);
    loading.set(provider, ready);
  }
  return ready;
}

function mountPlayer(root: HTMLElement, provider: VideoProvider, mount: HTMLElement): void {
  const d = root.dataset;
  const id = d.videoId ?? '';
  const start = Number(d.videoStart) || 0;
  const mute = d.videoMute === 'yes';
  const loop = d.videoLoop === 'yes';
  const controls = d.videoControls !== 'no';
  if (provider === 'youtube' && window.YT?.Player) {
    new window.YT.Player(mount, {
      videoId: id,
      host: 'https://www.youtube-nocookie.com',
      playerVars: {
        autoplay: 1,
        start,
        mute: mute ? 1 : 0,
        loop: loop ? 1 : 0,
        playlist: loop ? id : undefined,
        controls: controls ? 1 : 0,
        rel: 0,
        playsinline: 1,
      },
    });
  } else if (provider === 'vimeo' && window.Vimeo?.Player) {
    new window.Vimeo.Player(mount, { id: Number(id), autoplay: true, muted: mute, loop, controls, dnt: true });
  }
}

/**
 * Pressing play loads the provider's player API (checked every 350 ms until ready) and puts the player in
 * the facade's place, with focus on it. If the API does not come, the link is left to open the video's page.
 */
export function init(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('[data-video-play]');
  const provider = root.dataset.videoProvider;
  if (!link || root.dataset.videoReady || (provider !== 'youtube' && provider !== 'vimeo')) return;
  root.dataset.videoReady = 'yes';
  const title = link.querySelector('.visually-hidden')?.textContent ?? '';
  link.addEventListener('click', (e) => {
    if (root.dataset.videoFailed) return;
    e.preventDefault();
    if (root.getAttribute('aria-busy') === 'true') return;
    root.setAttribute('aria-busy', 'true');
    void loadPlayerApi(provider).then((ok) => {
      root.removeAttribute('aria-busy');
      if (!ok) {
        root.dataset.videoFailed = 'yes';
        const notice = root.querySelector('.w-video__notice');
        if (notice) notice.textContent = tw.videoFailed(providerName[provider]);
        return;
      }
      const player = document.createElement('div');
      player.className = 'w-video__player';
      player.tabIndex = -1;
      player.setAttribute('role', 'region');
      player.setAttribute('aria-label', title);
      const mount = document.createElement('div');
      player.append(mount);
      link.replaceWith(player);
      mountPlayer(root, provider, mount);
      player.focus();
    });
  });
}
