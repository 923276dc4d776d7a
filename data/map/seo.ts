import type { Media } from '../../cms/payload-types';
import type { SeoView } from '../types';
import { toImageView } from './image';

interface SeoFields {
  title?: string | null;
  description?: string | null;
  image?: number | Media | null;
  noindex?: boolean | null;
}

export function toSeoView(seo: SeoFields | null | undefined): SeoView {
  return {
    title: seo?.title || null,
    description: seo?.description || null,
    image: toImageView(seo?.image),
    noindex: Boolean(seo?.noindex),
  };
}
