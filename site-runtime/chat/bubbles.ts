import { bubbleTiming } from '../../engines/chat/whatsapp';
import type { Timers } from '../../engines/chunk-timeout';

/**
 * Shows the chatbox's bubbles one by one with a typing indicator (spec §9 timings); under reduced motion
 * or paused animations they are all there at once.
 */
export function revealBubbles(box: HTMLElement, timers: Timers): void {
  const bubbles = [...box.querySelectorAll<HTMLElement>('.chat__bubble')];
  const calm =
    matchMedia('(prefers-reduced-motion: reduce)').matches ||
    document.documentElement.classList.contains('a11y-pause-animations');
  if (calm || bubbles.length < 2) return;
  const typing = document.createElement('div');
  typing.className = 'chat__typing';
  typing.setAttribute('aria-hidden', 'true');
  typing.hidden = true;
  typing.append(...[0, 1, 2].map(() => document.createElement('span')));
  bubbles[0]?.parentElement?.append(typing);
  for (const b of bubbles.slice(1)) b.hidden = true;

  const next = (i: number) => {
    const bubble = bubbles[i];
    if (!bubble) return typing.remove();
    if (bubble.classList.contains('chat__bubble--note')) {
      timers.set(() => {
        bubble.hidden = false;
        next(i + 1);
      }, bubbleTiming.note);
      return;
    }
    timers.set(() => {
      typing.hidden = false;
      bubble.before(typing);
      timers.set(
        () => {
          typing.hidden = true;
          bubble.hidden = false;
          next(i + 1);
        },
        bubbleTiming.typing(Number(bubble.dataset.words ?? 0), Math.random),
      );
    }, bubbleTiming.reveal(Math.random));
  };
  next(1);
}
