/**
 * The arithmetic of the Lottie widget's playback (widgets/lottie), kept out of the island so it is tested
 * without a browser: how far a scroll-driven animation has come, and when a pause button is owed.
 */

export type LottieTrigger = 'view' | 'hover' | 'scroll';

/**
 * A scroll-driven animation's progress, 0 to 1: 0 while the element's top is still below the window, 1 once
 * its bottom has gone above it, in proportion in between (so it plays once across its whole passage).
 */
export function scrollProgress(top: number, height: number, viewportHeight: number): number {
  const span = viewportHeight + height;
  if (!(span > 0)) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - top) / span));
}

/** The frame shown at a progress, on an animation of `frames` frames (0 to frames − 1). */
export function frameAt(progress: number, frames: number): number {
  const last = Math.max(0, frames - 1);
  return Math.min(last, Math.max(0, progress * last));
}

/** Seconds one pass lasts at a speed (1 = as made). */
export function passSeconds(frames: number, frameRate: number, speed: number): number {
  return frameRate > 0 && speed > 0 ? frames / frameRate / speed : 0;
}

/**
 * WCAG 2.2.2: motion that starts by itself and lasts more than 5 s needs a way to pause it. An animation on
 * view starts by itself; one that loops, or whose one pass is longer than 5 s, gets the pause button. On
 * hover the visitor's pointer or focus starts and stops it; on scroll it moves only as they scroll.
 */
export function needsPauseButton(trigger: LottieTrigger, loop: boolean, seconds: number): boolean {
  return trigger === 'view' && (loop || seconds > 5);
}
