import { routes } from '../../config/routes';
import type { Tag } from '../../cms/payload-types';
import type { TagView } from '../types';
import { toSeoView } from './seo';

export function toTagView(tag: Tag): TagView {
  return {
    id: tag.id,
    slug: tag.slug,
    title: tag.title,
    url: routes.tag(tag.slug),
    description: tag.description ?? null,
    seo: toSeoView(tag.seo),
  };
}
