import { anchorScrollTop } from '../engines/page-scroll';
import { skipLinkScrollDuration } from '../engines/smooth-scroll';
import { focusTarget, scrollToY, stickyAnchorOffsetFor, stickyOffset } from './scroll-to';

export type JumpKind = 'anchor' | 'skip-link';

const anchorScrollDuration = 500;

/**
 * Scrolls `target` to just below the sticky header (at once under reduced motion), then focuses it: the
 * skip link over 1000 ms; an anchor link over 500 ms, also clearing the anchor-link offset of a builder
 * sticky element above the target.
 */
export function scrollAndFocus(target: HTMLElement, kind: JumpKind): void {
  const anchor = kind === 'anchor';
  const offset = stickyOffset() + (anchor ? stickyAnchorOffsetFor(target) : 0);
  const to = anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, offset);
  scrollToY(to, anchor ? anchorScrollDuration : skipLinkScrollDuration, () => focusTarget(target));
}
