import type { Layout } from '../builder/layout';
import { walkLayout } from '../builder/render-layout';
import { toAnimationView } from './map/animation';
import { getMediaViews } from './get-images';
import type { AnimationView } from './types';

/** The media ids of the Lottie animations a layout plays (its lottie widgets' `animation_id`). */
export function collectAnimationIds(layout: Pick<Layout, 'content'>): string[] {
  const ids = new Set<string>();
  walkLayout(layout.content, (node) => {
    if (node.type === 'lottie' && typeof node.props.animation_id === 'string' && node.props.animation_id)
      ids.add(node.props.animation_id);
  });
  return [...ids];
}

/** The animations a layout's lottie widgets play, keyed by media id as the render context holds them. */
export async function getLayoutAnimations(layout: Pick<Layout, 'content'>): Promise<Record<string, AnimationView>> {
  const ids = collectAnimationIds(layout)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const animations: Record<string, AnimationView> = {};
  if (ids.length === 0) return animations;
  for (const [id, view] of await getMediaViews('media-animation', ids, toAnimationView))
    if (view) animations[String(id)] = view;
  return animations;
}
