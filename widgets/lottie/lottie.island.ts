import type { AnimationItem, LottiePlayer } from 'lottie-web/build/player/lottie_light';
import {
  frameAt,
  needsPauseButton,
  passSeconds,
  scrollProgress,
  type LottieTrigger,
} from '../../engines/media/lottie-playback';
import { tw } from '../../messages/builder';

/** What the island needs from outside: the player library and the animation's JSON (replaced in tests). */
export interface LottieDeps {
  loadPlayer: () => Promise<Pick<LottiePlayer, 'loadAnimation'>>;
  loadJson: (src: string) => Promise<unknown>;
}

/** lottie-web's light SVG player, one chunk of its own, fetched once per page and only from here. */
let player: Promise<Pick<LottiePlayer, 'loadAnimation'>> | undefined;
/** Each file fetched once per page, however many widgets play it (each gets its own parsed copy). */
const files = new Map<string, Promise<string>>();
const defaults: LottieDeps = {
  loadPlayer: () => (player ??= import('lottie-web/build/player/esm/lottie_light.min.js').then((m) => m.default)),
  loadJson: (src) => {
    let text = files.get(src);
    if (!text) {
      text = fetch(src, { credentials: 'same-origin' }).then((r) => (r.ok ? r.text() : Promise.reject(new Error(src))));
      files.set(src, text);
      text.catch(() => files.delete(src));
    }
    return text.then((t) => JSON.parse(t) as unknown);
  },
};

const motionOff = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  document.documentElement.classList.contains('a11y-pause-animations');

/**
 * Plays a server-rendered Lottie poster (lottie.tsx). The island itself loads as the widget approaches the
 * viewport; it then fetches the player and the JSON, unless motion is off, in which case the poster stays
 * and nothing is fetched (until motion is allowed again). The animation replaces the poster once it draws:
 * - view: plays while at least a fifth of it is in the window, pauses out of it; a loop (or a pass longer
 *   than 5 s) shows the pause button, whose choice holds until pressed again; a single pass ends on its
 *   last frame.
 * - hover: plays while the pointer is over it or it has keyboard focus, and holds its frame after.
 * - scroll: its frame follows its passage through the window (scrollProgress).
 * Reduced motion or the accessibility widget's pause switched on later: paused, the poster back in place.
 */
export function init(root: HTMLElement, deps: LottieDeps = defaults): void {
  const src = root.dataset.lottieSrc;
  const stage = root.querySelector<HTMLElement>('.w-lottie__stage');
  if (!src || !stage || root.dataset.lottieReady) return;
  root.dataset.lottieReady = 'yes';
  const trigger = (root.dataset.lottieTrigger ?? 'view') as LottieTrigger;
  const loop = root.dataset.lottieLoop !== 'no';
  const speed = Number(root.dataset.lottieSpeed) || 1;
  const pause = root.querySelector<HTMLButtonElement>('[data-lottie-pause]');

  let anim: AnimationItem | null = null;
  let loading = false;
  let inView = false;
  let pointerIn = false;
  let focused = false;
  let userPaused = false;
  let ended = false;
  let started = false;

  const setState = (state: string) => {
    root.dataset.lottieState = state;
  };

  const syncPause = (show: boolean) => {
    if (!pause) return;
    pause.hidden = !show;
    pause.setAttribute('aria-pressed', String(userPaused));
    const label = pause.querySelector('[data-lottie-pause-label]') ?? pause;
    label.textContent = userPaused ? tw.lottie.play : tw.lottie.pause;
  };

  let seekQueued = false;
  const seek = () => {
    seekQueued = false;
    if (!anim?.isLoaded || motionOff()) return;
    const box = stage.getBoundingClientRect();
    anim.goToAndStop(frameAt(scrollProgress(box.top, box.height, window.innerHeight), anim.totalFrames), true);
  };
  const onScroll = () => {
    if (seekQueued || !inView) return;
    seekQueued = true;
    window.requestAnimationFrame(seek);
  };

  /** Brings the animation to what the visitor, the page and the motion settings ask for now. */
  const apply = () => {
    if (motionOff()) {
      anim?.pause();
      root.classList.remove('is-live');
      syncPause(false);
      setState('still');
      return;
    }
    if (!anim) {
      void load();
      return;
    }
    if (!anim.isLoaded) return;
    if (trigger === 'scroll') {
      root.classList.add('is-live');
      seek();
      setState('scroll');
      return;
    }
    const wanted = trigger === 'view' ? inView && !userPaused && !ended : pointerIn || focused;
    if (wanted) {
      if (ended) {
        ended = false;
        anim.goToAndPlay(0, true);
      } else anim.play();
      started = true;
      // The poster gives way once the animation first plays, and the animation's frame stays after.
      root.classList.add('is-live');
      setState('playing');
    } else {
      anim.pause();
      setState(ended ? 'ended' : userPaused ? 'paused' : started ? 'waiting' : 'ready');
    }
    const seconds = passSeconds(anim.totalFrames, anim.frameRate, speed);
    syncPause(trigger === 'view' && !ended && needsPauseButton(trigger, loop, seconds));
  };

  const load = async () => {
    if (anim || loading) return;
    loading = true;
    setState('loading');
    try {
      const [lottie, animationData] = await Promise.all([deps.loadPlayer(), deps.loadJson(src)]);
      const container = document.createElement('div');
      container.className = 'w-lottie__player';
      container.setAttribute('aria-hidden', 'true');
      stage.append(container);
      anim = lottie.loadAnimation({
        container,
        renderer: 'svg',
        loop,
        autoplay: false,
        animationData,
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet', focusable: false },
      });
      anim.setSpeed(speed);
      anim.addEventListener('complete', () => {
        if (loop) return;
        ended = true;
        apply();
      });
      anim.addEventListener('DOMLoaded', apply);
      anim.addEventListener('data_failed', () => setState('failed'));
      if (anim.isLoaded) apply();
    } catch {
      // The poster stays: nothing is lost but the motion.
      setState('failed');
    } finally {
      loading = false;
    }
  };

  if (trigger === 'view' || trigger === 'scroll') {
    new IntersectionObserver(
      (entries) => {
        inView = entries.some((e) => e.isIntersecting);
        apply();
      },
      { threshold: trigger === 'view' ? 0.2 : 0 },
    ).observe(stage);
  }
  if (trigger === 'scroll') window.addEventListener('scroll', onScroll, { passive: true });
  if (trigger === 'hover') {
    stage.addEventListener('pointerenter', () => ((pointerIn = true), apply()));
    stage.addEventListener('pointerleave', () => ((pointerIn = false), apply()));
    stage.addEventListener('focus', () => ((focused = true), apply()));
    stage.addEventListener('blur', () => ((focused = false), apply()));
  }
  pause?.addEventListener('click', () => {
    userPaused = !userPaused;
    apply();
  });

  // Motion switched off or on later: the system setting, or the accessibility widget's class on <html>.
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', apply);
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

  apply();
}
