/**
 * The browser side of the registry: which widget types have an island, and how to load it. Nothing here
 * imports zod, React or the widgets' server code, so a page's script can import this file alone.
 *
 * Contract: an island module exports `init(root: HTMLElement)`, where root is the widget's wrapper
 * (`[data-island="<type>"]`) rendered by the server; init is idempotent and adds behaviour only.
 */
export interface IslandModule {
  init(root: HTMLElement): void;
}

export const islandLoaders = {
  tabs: () => import('../widgets/tabs/tabs.island'),
  alert: () => import('../widgets/alert/alert.island'),
  counter: () => import('../widgets/counter/counter.island'),
  video: () => import('../widgets/video/video.island'),
  'image-carousel': () => import('../widgets/image-carousel/image-carousel.island'),
  'loop-grid': () => import('../widgets/loop-grid/loop-grid.island'),
  form: () => import('../widgets/form/form.island'),
  subscribe: () => import('../widgets/form/form.island'),
} satisfies Record<string, () => Promise<IslandModule>>;

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
): void {
  for (const type of types) {
    if (!Object.hasOwn(loaders, type)) continue;
    const elements = Array.from(root.querySelectorAll<HTMLElement>(`[data-island="${type}"]`));
    if (elements.length === 0) continue;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      // A failed load leaves the server HTML as it is (it works without the island).
      loaders[type]!()
        .then((mod) => elements.forEach((el) => mod.init(el)))
        .catch(() => undefined);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '200px',
          })
        : null;
    if (!observer) {
      start();
      continue;
    }
    for (const el of elements) {
      observer.observe(el);
      el.addEventListener('pointerdown', start, { once: true });
      el.addEventListener('focusin', start, { once: true });
    }
  }
}
