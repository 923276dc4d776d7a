declare global {
  interface Window {
    /** The last button pressed, kept by the after-paint loader (site/lib/after-paint-scripts.ts). */
    arigPress?: HTMLElement;
  }
}

/**
 * The last button pressed, if it is one of `selector`'s: code that starts after the runtime (the chat's, the
 * off-canvas panel's) answers with it a press that came before it listened.
 */
export function keptPress(selector: string): HTMLElement | null {
  const press = window.arigPress;
  return press?.isConnected && press.matches(selector) ? press : null;
}
