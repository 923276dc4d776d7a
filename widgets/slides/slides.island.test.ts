// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderLayout } from '../../builder/render-layout';
import { validateWidget } from '../../builder/testing';

/** Embla and its plugins stand-ins: the island's wiring is what is tested here (Chromium runs the real ones). */
type Handler = () => void;
interface FakeEmbla {
  options: Record<string, unknown>;
  plugins: { name: string }[];
  selected: number;
  emit(event: string): void;
}
const state = vi.hoisted(() => ({ embla: null as FakeEmbla | null, autoplayOptions: null as unknown }));

vi.mock('embla-carousel', () => ({
  default: (
    viewport: HTMLElement,
    options: Record<string, unknown>,
    plugins: { name: string; init?: (e: unknown) => void }[],
  ) => {
    const count = viewport.querySelectorAll('.w-slides__slide').length;
    const handlers = new Map<string, Handler[]>();
    let previous = 0;
    const embla = {
      options,
      plugins,
      selected: 0,
      emit: (event: string) => handlers.get(event)?.forEach((h) => h()),
      on(event: string, handler: Handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return embla;
      },
      scrollTo(i: number) {
        previous = embla.selected;
        embla.selected = (i + count) % count;
        embla.emit('select');
        embla.emit('slidesInView');
      },
      scrollNext: () => embla.scrollTo(embla.selected + 1),
      scrollPrev: () => embla.scrollTo(embla.selected - 1),
      selectedScrollSnap: () => embla.selected,
      previousScrollSnap: () => previous,
      scrollSnapList: () => Array.from({ length: count }, (_, i) => i),
      slidesInView: () => [embla.selected],
    };
    state.embla = embla;
    plugins.forEach((p) => p.init?.(embla));
    return embla;
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    state.autoplayOptions = options;
    let embla: FakeEmbla | null = null;
    let playing = true;
    return {
      name: 'autoplay',
      init: (e: FakeEmbla) => (embla = e),
      isPlaying: () => playing,
      // As the real plugin does: the event first, then the state.
      play() {
        if (!playing) embla?.emit('autoplay:play');
        playing = true;
      },
      stop() {
        if (playing) embla?.emit('autoplay:stop');
        playing = false;
      },
    };
  },
}));
vi.mock('embla-carousel-fade', () => ({ default: () => ({ name: 'fade' }) }));

const { init } = await import('./slides.island');

const slide = (n: number) => ({
  media_id: String(n),
  heading: `שקופית ${n}`,
  button_text: 'לפרטים',
  button_link: '/x/',
});
const images = Object.fromEntries(
  [1, 2, 3].map((n) => [
    String(n),
    { src: `/m/${n}.webp`, srcset: '', width: 1600, height: 900, alt: '', title: null, description: null },
  ]),
);

/** The widget as the server renders it, on a right-to-left page. */
function mount(props: Record<string, unknown> = {}) {
  const result = validateWidget('slides', { slides: [slide(1), slide(2), slide(3)], ...props });
  if (!result.ok) throw new Error('invalid');
  document.documentElement.setAttribute('dir', 'rtl');
  document.body.innerHTML = renderToStaticMarkup(RenderLayout({ layout: result.layout, context: { images } }));
  const root = document.querySelector<HTMLElement>('.w-slides')!;
  root.style.direction = 'rtl';
  init(root);
  const slides = [...root.querySelectorAll<HTMLElement>('.w-slides__slide')];
  return {
    root,
    slides,
    pause: () => root.querySelector<HTMLButtonElement>('[data-carousel-pause]'),
    current: () => slides.findIndex((s) => s.classList.contains('is-current')),
    inert: () => slides.map((s) => s.inert),
    key: (key: string) => root.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })),
  };
}

const reduce = (on: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: on && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('slides island', () => {
  beforeEach(() => {
    reduce(false);
    document.documentElement.className = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('takes over the server markup: controls shown, no tab stop on the viewport, the slides out of view inert', () => {
    const { root, slides, inert } = mount();
    expect(root.dataset.slidesReady).toBe('yes');
    expect(root.querySelector<HTMLElement>('[data-slides-controls]')!.hidden).toBe(false);
    expect(root.querySelector('.w-slides__viewport')!.hasAttribute('tabindex')).toBe(false);
    expect(root.classList.contains('is-slider')).toBe(true);
    expect(inert()).toEqual([false, true, true]);
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(state.embla!.options).toMatchObject({ direction: 'rtl', loop: true, align: 'start', duration: 35 });
    expect(state.embla!.plugins.map((p) => p.name)).toEqual(['autoplay', 'fade']);
    expect(state.autoplayOptions).toMatchObject({ delay: 7000, stopOnInteraction: true, stopOnFocusIn: true });
    // Idempotent.
    init(root);
    expect(root.querySelectorAll('[data-carousel-pause]')).toHaveLength(1);
  });

  it('moves with its arrows, its dots and the arrow keys in the reading direction (ArrowLeft is next in RTL)', () => {
    const { root, current, inert, key, slides } = mount();
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(current()).toBe(1);
    expect(inert()).toEqual([true, false, true]);
    expect(root.querySelector('[data-carousel-dot="1"]')!.getAttribute('aria-current')).toBe('true');
    expect(root.querySelector('[data-carousel-dot="0"]')!.hasAttribute('aria-current')).toBe(false);
    key('ArrowLeft');
    expect(current()).toBe(2);
    key('ArrowRight');
    key('ArrowRight');
    expect(current()).toBe(0);
    root.querySelector<HTMLButtonElement>('[data-carousel-prev]')!.click();
    expect(current()).toBe(2);
    root.querySelector<HTMLButtonElement>('[data-carousel-dot="1"]')!.click();
    expect(current()).toBe(1);
    // The neighbours of the slide in view load before they are needed.
    expect(slides.map((s) => s.querySelector('img')!.loading)).toEqual(['eager', 'eager', 'eager']);
  });

  it('keeps the zoom on the slide that leaves until the move settles', () => {
    const { root, slides } = mount();
    expect(root.classList.contains('is-zooming')).toBe(true);
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(slides.map((s) => s.className.replace(/w-slides__slide--\S+ ?/g, '').trim())).toEqual([
      'w-slides__slide is-leaving',
      'w-slides__slide is-current',
      'w-slides__slide',
    ]);
    state.embla!.emit('settle');
    expect(slides[0]!.classList.contains('is-leaving')).toBe(false);
  });

  it('the pause button stops and restarts the autoplay and the zoom, with its state and name; while stopped, changes are announced', () => {
    const { root, pause } = mount();
    const track = root.querySelector('.w-slides__track')!;
    const label = () => pause()!.querySelector('[data-carousel-pause-label]')!.textContent;
    expect(pause()!.getAttribute('aria-pressed')).toBe('false');
    expect(root.classList.contains('is-paused')).toBe(false);
    expect(track.getAttribute('aria-live')).toBe('off');
    // A press focuses the button before its click: the focus must not already count as "stop".
    pause()!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pause()!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pause()!.click();
    expect(pause()!.getAttribute('aria-pressed')).toBe('true');
    expect(label()).toBe('הפעלת ההחלפה האוטומטית');
    expect(pause()!.querySelector('svg')).not.toBeNull();
    expect(root.classList.contains('is-paused')).toBe(true);
    expect(track.getAttribute('aria-live')).toBe('polite');
    pause()!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pause()!.click();
    expect(pause()!.getAttribute('aria-pressed')).toBe('false');
    expect(label()).toBe('עצירת ההחלפה האוטומטית');
    expect(root.classList.contains('is-paused')).toBe(false);
  });

  it('stops for good when keyboard focus enters, and does not restart when the mouse leaves', () => {
    const { root, pause } = mount();
    root.querySelector('.w-slides__button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(pause()!.getAttribute('aria-pressed')).toBe('true');
    root.dispatchEvent(new MouseEvent('mouseenter'));
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(pause()!.getAttribute('aria-pressed')).toBe('true');
  });

  it('pauses while hovered (when set) and resumes after; the button still says it is playing', () => {
    const { root, pause } = mount();
    root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(root.classList.contains('is-paused')).toBe(true);
    expect(pause()!.getAttribute('aria-pressed')).toBe('false');
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(root.classList.contains('is-paused')).toBe(false);
    expect(pause()!.getAttribute('aria-pressed')).toBe('false');
  });

  it('a mouse that comes to press the pause button (pausing on its way) stops the slides, and starts them again', () => {
    const { root, pause } = mount();
    const press = () => {
      pause()!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      pause()!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      pause()!.click();
    };
    root.dispatchEvent(new MouseEvent('mouseenter'));
    press();
    expect(pause()!.getAttribute('aria-pressed')).toBe('true');
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(pause()!.getAttribute('aria-pressed')).toBe('true');
    expect(root.classList.contains('is-paused')).toBe(true);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    press();
    expect(pause()!.getAttribute('aria-pressed')).toBe('false');
    expect(root.classList.contains('is-paused')).toBe(false);
  });

  it('under reduced motion nothing moves by itself: no autoplay, no zoom, no pause button, arrows still work', () => {
    reduce(true);
    const { root, pause, current } = mount();
    expect(state.embla!.plugins.map((p) => p.name)).toEqual(['fade']);
    expect(state.embla!.options.duration).toBe(10);
    expect(pause()).toBeNull();
    expect(root.classList.contains('is-zooming')).toBe(false);
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(current()).toBe(1);
  });

  it("stops for good when the accessibility widget's pause-animations is switched on later", async () => {
    const { root, pause } = mount();
    document.documentElement.classList.add('a11y-pause-animations');
    await new Promise((r) => setTimeout(r, 0));
    expect(pause()).toBeNull();
    expect(root.classList.contains('is-zooming')).toBe(false);
    expect(root.classList.contains('is-paused')).toBe(true);
  });

  it('with the pause set on from the start, the slider starts still', () => {
    document.documentElement.classList.add('a11y-pause-animations');
    const { root, pause } = mount();
    expect(pause()).toBeNull();
    expect(state.embla!.plugins.map((p) => p.name)).toEqual(['fade']);
    expect(root.classList.contains('is-zooming')).toBe(false);
  });

  it('slides rather than fades when told, without autoplay, zoom or pause button', () => {
    const { root, pause } = mount({ transition: 'slide', autoplay: false });
    expect(state.embla!.plugins).toEqual([]);
    expect(pause()).toBeNull();
    expect(root.classList.contains('is-zooming')).toBe(false);
    expect(root.querySelector('.w-slides__track')!.getAttribute('aria-live')).toBe('polite');
  });
});
