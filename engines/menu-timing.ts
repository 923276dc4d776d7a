/** Submenu timing from the spec (§9): open 250 ms after hover starts, close 500 ms after it ends. */
export const submenuOpenDelay = 250;
export const submenuCloseDelay = 500;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface HoverIntent {
  enter(): void;
  leave(): void;
  openNow(): void;
  closeNow(): void;
  isOpen(): boolean;
}

/** Re-entering before the close delay runs out cancels the close; leaving before the open delay cancels the open. */
export function createHoverIntent(opts: {
  timers: Timers;
  onOpen: () => void;
  onClose: () => void;
  openDelay?: number;
  closeDelay?: number;
}): HoverIntent {
  const { timers, onOpen, onClose, openDelay = submenuOpenDelay, closeDelay = submenuCloseDelay } = opts;
  let open = false;
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  const setOpen = (next: boolean) => {
    cancel();
    if (open === next) return;
    open = next;
    if (next) onOpen();
    else onClose();
  };
  return {
    enter() {
      cancel();
      if (!open) pending = timers.set(() => setOpen(true), openDelay);
    },
    leave() {
      cancel();
      if (open) pending = timers.set(() => setOpen(false), closeDelay);
    },
    openNow: () => setOpen(true),
    closeNow: () => setOpen(false),
    isOpen: () => open,
  };
}

export type Direction = 'rtl' | 'ltr';
export type Axis = 'horizontal' | 'vertical';

/**
 * Where focus goes for a navigation key, wrapping at both ends. On a horizontal row the arrow that
 * points toward the reading direction's end moves forward: ArrowLeft in RTL, ArrowRight in LTR.
 * An unknown current index (-1) moves to the first item forward and the last item backward.
 */
export function nextIndex(current: number, count: number, key: string, axis: Axis, dir: Direction): number | null {
  if (count <= 0) return null;
  const forward = axis === 'vertical' ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = axis === 'vertical' ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return current < 0 ? 0 : (current + 1) % count;
    case backward:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
