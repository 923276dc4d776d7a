import type { ImageView } from '../../data/types';
import { DeferredImage } from './DeferredImage';

interface Props {
  image: ImageView;
  sizes: string;
  /** The page's largest image loads eagerly with high priority (LCP); the rest wait (DeferredImage). */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  const attrs = {
    className,
    src: image.src,
    srcSet: image.srcset || undefined,
    sizes: image.srcset ? sizes : undefined,
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
  if (!priority) return <DeferredImage {...attrs} />;
  return (
    <img
      {...attrs}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
