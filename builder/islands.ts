/**
 * The browser side of the registry: which widget types have an island, and how to load it. Nothing here
 * imports zod, React or the widgets' server code, so a page's script can import this file alone.
 *
 * Contract: an island module exports `init(root: HTMLElement)`, where root is the widget's wrapper
 * (`[data-island="<type>"]`) rendered by the server; init is idempotent and adds behaviour only.
 */
export interface IslandModule {
  init(root: HTMLElement): void;
  /**
   * Islands loaded on interaction only: the press that loaded the module, done again now that it can
   * be answered (a click that arrived before the code).
   */
  replay?(root: HTMLElement, target: Element): void;
}

export const islandLoaders = {
  tabs: () => import('../widgets/tabs/tabs.island'),
  alert: () => import('../widgets/alert/alert.island'),
  counter: () => import('../widgets/counter/counter.island'),
  countdown: () => import('../widgets/countdown/countdown.island'),
  hotspot: () => import('../widgets/hotspot/hotspot.island'),
  video: () => import('../widgets/video/video.island'),
  lottie: () => import('../widgets/lottie/lottie.island'),
  'image-carousel': () => import('../widgets/image-carousel/image-carousel.island'),
  slides: () => import('../widgets/slides/slides.island'),
  'loop-grid': () => import('../widgets/loop-grid/loop-grid.island'),
  // The posts and archive-posts widgets page in place with the loop grid's own code (one chunk).
  posts: () => import('../widgets/loop-grid/loop-grid.island'),
  'archive-posts': () => import('../widgets/loop-grid/loop-grid.island'),
  form: () => import('../widgets/form/form.island'),
  subscribe: () => import('../widgets/form/form.island'),
  'share-buttons': () => import('../widgets/share-buttons/share-buttons.island'),
  'social-embed': () => import('../widgets/social-embed/social-embed.island'),
  portfolio: () => import('../widgets/portfolio/portfolio.island'),
  reviews: () => import('../widgets/reviews/reviews.island'),
} satisfies Record<string, () => Promise<IslandModule>>;

/**
 * Islands whose every behaviour starts with a press (copy a link, print, load an embed): loaded on the first press or
 * focus, never on approach, so a page that is only read fetches none of their code.
 */
export const onInteractionOnly: ReadonlySet<string> = new Set(['share-buttons', 'social-embed']);

export type IslandType = keyof typeof islandLoaders;

/**
 * Loads the islands present under `root` and runs them on each of their elements, each module only
 * when its first element comes near the viewport (200 px, the spec's lazy margin) or the visitor
 * interacts with it, whichever is first. `types` is collectIslands(layout) for the page.
 */
export function bootIslands(
  root: ParentNode,
  types: readonly string[],
  loaders: Record<string, () => Promise<IslandModule>> = islandLoaders,
  interactionOnly: ReadonlySet<string> = onInteractionOnly,
): void {
  for (const type of types) {
    if (!Object.hasOwn(loaders, type)) continue;
    const elements = Array.from(root.querySelectorAll<HTMLElement>(`[data-island="${type}"]`));
    if (elements.length === 0) continue;
    let started = false;
    let ready = false;
    let pending: { el: HTMLElement; target: Element } | null = null;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      // A failed load leaves the server HTML as it is (it works without the island).
      loaders[type]!()
        .then((mod) => {
          elements.forEach((el) => mod.init(el));
          ready = true;
          if (pending) mod.replay?.(pending.el, pending.target);
          pending = null;
        })
        .catch(() => undefined);
    };
    const onlyOnPress = interactionOnly.has(type);
    const observer =
      !onlyOnPress && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '200px',
          })
        : null;
    if (!observer && !onlyOnPress) {
      start();
      continue;
    }
    for (const el of elements) {
      observer?.observe(el);
      el.addEventListener('pointerdown', start, { once: true });
      el.addEventListener('focusin', start, { once: true });
      if (onlyOnPress) {
        el.addEventListener('click', (event) => {
          start();
          if (!ready && event.target instanceof Element) pending = { el, target: event.target };
        });
      }
    }
    // A press made before this loader listened (it starts after the page's load and paint) was kept by
    // the after-paint loader: answered now, as a press that came before the code is.
    // Read here, not through site-runtime/kept-press.ts: a module both import would split the runtime in two files.
    const kept = onlyOnPress && window.arigPress?.isConnected ? window.arigPress : null;
    const keptIn = kept && elements.find((el) => el.contains(kept));
    if (kept && keptIn) {
      pending = { el: keptIn, target: kept };
      start();
    }
  }
}
