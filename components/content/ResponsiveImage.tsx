import type { ImageView } from '../../data/types';

interface Props {
  image: ImageView;
  sizes: string;
  /** The page's largest image loads eagerly with high priority (LCP); the rest lazily. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
