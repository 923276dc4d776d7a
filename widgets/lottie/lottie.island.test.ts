// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, type LottieDeps } from './lottie.island';

/** A stand-in for lottie-web's animation: the island's wiring is tested here (Chromium plays the real one). */
function fakeAnimation(frames = 120, frameRate = 30) {
  const handlers = new Map<string, (() => void)[]>();
  const anim = {
    isLoaded: false,
    totalFrames: frames,
    frameRate,
    playing: false,
    speed: 1,
    frame: 0,
    calls: [] as string[],
    play: () => ((anim.playing = true), anim.calls.push('play')),
    pause: () => ((anim.playing = false), anim.calls.push('pause')),
    goToAndPlay: (f: number) => ((anim.frame = f), (anim.playing = true), anim.calls.push(`goToAndPlay ${f}`)),
    goToAndStop: (f: number) => ((anim.frame = f), (anim.playing = false)),
    setSpeed: (s: number) => (anim.speed = s),
    addEventListener: (name: string, cb: () => void) => handlers.set(name, [...(handlers.get(name) ?? []), cb]),
    emit: (name: string) => handlers.get(name)?.forEach((cb) => cb()),
    /** What lottie-web does once the JSON is parsed and the SVG built. */
    draw: () => ((anim.isLoaded = true), anim.emit('DOMLoaded')),
  };
  return anim;
}

let observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
let reduced = false;
const motionListeners: (() => void)[] = [];

beforeEach(() => {
  observers = [];
  reduced = false;
  motionListeners.length = 0;
  document.documentElement.className = '';
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce') && reduced,
        media: query,
        addEventListener: (_: string, cb: () => void) => motionListeners.push(cb),
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = () => new Promise((r) => setTimeout(r, 0));

async function setup(data: Record<string, string> = {}, frames?: number) {
  const attrs = Object.entries({ trigger: 'view', loop: 'yes', speed: '1', ...data })
    .map(([k, v]) => `data-lottie-${k}="${v}"`)
    .join(' ');
  document.body.innerHTML = `<figure class="w-lottie" data-island="lottie" data-lottie-src="/media/threads.json" ${attrs}>
    <div class="w-lottie__frame"><div class="w-lottie__stage" role="img" aria-label="חוטים" tabindex="0"><img class="w-lottie__poster" alt=""></div>
    <button type="button" class="w-lottie__pause" aria-pressed="false" data-lottie-pause hidden><span data-lottie-pause-label>השהיית האנימציה</span></button></div>
  </figure>`;
  const root = document.querySelector<HTMLElement>('.w-lottie')!;
  const anim = fakeAnimation(frames);
  const loaded: string[] = [];
  let params: Record<string, unknown> = {};
  const deps: LottieDeps = {
    loadPlayer: () => {
      loaded.push('player');
      return Promise.resolve({
        loadAnimation: (p: Record<string, unknown>) => ((params = p), anim),
      } as unknown as Awaited<ReturnType<LottieDeps['loadPlayer']>>);
    },
    loadJson: (src) => (loaded.push(src), Promise.resolve({ v: '5.7.0' })),
  };
  init(root, deps);
  await tick();
  const pause = root.querySelector<HTMLButtonElement>('[data-lottie-pause]')!;
  const stage = root.querySelector<HTMLElement>('.w-lottie__stage')!;
  const view = (isIntersecting: boolean) =>
    observers[0]!.callback(
      [{ isIntersecting, target: stage } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return { root, anim, loaded, pause, stage, view, params: () => params };
}

describe('lottie island', () => {
  it('fetches the player and the file at once, plays in view behind the poster’s fade, pauses out of view', async () => {
    const { root, anim, loaded, view, params, pause } = await setup();
    expect(loaded).toEqual(['player', '/media/threads.json']);
    expect(params()).toMatchObject({ renderer: 'svg', loop: true, autoplay: false, animationData: { v: '5.7.0' } });
    expect(root.querySelector('.w-lottie__player')?.getAttribute('aria-hidden')).toBe('true');
    anim.draw();
    expect(root.dataset.lottieState).toBe('ready');
    expect(root.classList.contains('is-live'), 'the poster stays until it plays').toBe(false);
    view(true);
    expect(anim.playing).toBe(true);
    expect(root.dataset.lottieState).toBe('playing');
    expect(root.classList.contains('is-live')).toBe(true);
    expect(pause.hidden, 'a loop gets its pause button').toBe(false);
    view(false);
    expect(anim.playing).toBe(false);
    expect(root.dataset.lottieState).toBe('waiting');
  });

  it('the pause button stops it (aria-pressed, its name) and the choice holds until pressed again', async () => {
    const { root, anim, view, pause } = await setup();
    anim.draw();
    view(true);
    pause.click();
    expect(anim.playing).toBe(false);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.textContent).toBe('הפעלת האנימציה');
    expect(root.dataset.lottieState).toBe('paused');
    view(false);
    view(true);
    expect(anim.playing, 'back in view, still paused').toBe(false);
    pause.click();
    expect(anim.playing).toBe(true);
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    expect(pause.textContent).toBe('השהיית האנימציה');
  });

  it('one pass of 5 s or less: no pause button; it ends on its last frame and stays there', async () => {
    const { root, anim, view, pause } = await setup({ loop: 'no', speed: '2' }, 240);
    anim.draw();
    view(true);
    expect(pause.hidden, '240 frames at 30 fps, twice as fast: 4 s').toBe(true);
    anim.emit('complete');
    expect(root.dataset.lottieState).toBe('ended');
    view(false);
    view(true);
    expect(anim.playing).toBe(false);
    expect(anim.speed).toBe(2);
  });

  it('a single pass longer than 5 s gets the pause button too', async () => {
    const { anim, view, pause } = await setup({ loop: 'no' }, 240);
    anim.draw();
    view(true);
    expect(pause.hidden).toBe(false);
  });

  it('under reduced motion keeps the poster and fetches nothing; motion allowed later, it loads and plays', async () => {
    reduced = true;
    const { root, anim, loaded, view } = await setup();
    view(true);
    expect(loaded).toEqual([]);
    expect(root.dataset.lottieState).toBe('still');
    reduced = false;
    motionListeners.forEach((cb) => cb());
    await tick();
    expect(loaded).toEqual(['player', '/media/threads.json']);
    anim.draw();
    expect(anim.playing).toBe(true);
  });

  it("the accessibility widget's pause, switched on while it plays: paused, poster back, no pause button; off: plays on", async () => {
    const { root, anim, view, pause } = await setup();
    anim.draw();
    view(true);
    document.documentElement.classList.add('a11y-pause-animations');
    await tick();
    expect(anim.playing).toBe(false);
    expect(root.classList.contains('is-live')).toBe(false);
    expect(pause.hidden).toBe(true);
    expect(root.dataset.lottieState).toBe('still');
    document.documentElement.classList.remove('a11y-pause-animations');
    await tick();
    expect(anim.playing).toBe(true);
    expect(root.classList.contains('is-live')).toBe(true);
  });

  it('on hover: plays under the pointer and with keyboard focus, holds its frame after', async () => {
    const { root, anim, stage } = await setup({ trigger: 'hover' });
    anim.draw();
    expect(anim.playing).toBe(false);
    expect(root.classList.contains('is-live')).toBe(false);
    stage.dispatchEvent(new Event('pointerenter'));
    expect(anim.playing).toBe(true);
    stage.dispatchEvent(new Event('pointerleave'));
    expect(anim.playing).toBe(false);
    expect(root.classList.contains('is-live'), 'its frame, not the poster').toBe(true);
    stage.focus();
    expect(anim.playing).toBe(true);
    stage.blur();
    expect(anim.playing).toBe(false);
  });

  it('on scroll: the frame follows the passage through the window', async () => {
    const { root, anim, stage, view } = await setup({ trigger: 'scroll' }, 101);
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ top: 200, height: 400 } as DOMRect);
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0));
    anim.draw();
    expect(root.dataset.lottieState).toBe('scroll');
    // (800 − 200) / (800 + 400) = half way: frame 50 of 0–100.
    expect(anim.frame).toBe(50);
    view(true);
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ top: -400, height: 400 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    expect(anim.frame).toBe(100);
  });

  it('a file that does not come leaves the poster', async () => {
    document.body.innerHTML = `<figure class="w-lottie" data-lottie-src="/media/gone.json" data-lottie-trigger="view"><div class="w-lottie__stage"></div></figure>`;
    const root = document.querySelector<HTMLElement>('.w-lottie')!;
    init(root, {
      loadPlayer: () => Promise.resolve({ loadAnimation: () => fakeAnimation() } as never),
      loadJson: () => Promise.reject(new Error('404')),
    });
    await tick();
    expect(root.dataset.lottieState).toBe('failed');
    expect(root.querySelector('.w-lottie__player')).toBeNull();
  });
});
