/** The skip link scrolls to the main region over 1000 ms (spec §9); native smooth scroll has no duration. */
export const skipLinkScrollDuration = 1000;

export const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function scrollPositionAt(
  elapsedMs: number,
  from: number,
  to: number,
  durationMs = skipLinkScrollDuration,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs);
}
