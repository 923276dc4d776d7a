import { memo } from './cache/memo';
import { toTagView } from './map/tag';
import { asVisitor, payload } from './payload';
import type { TagView } from './types';

/** Tags are few and flat: read once per content generation and looked up in memory, as categories are. */
export function getTagMap(): Promise<Map<number, TagView>> {
  return memo('tags', async () => {
    const p = await payload();
    const { docs } = await p.find({ collection: 'tags', depth: 0, pagination: false, sort: 'title', ...asVisitor });
    return new Map(docs.map((doc) => [doc.id, toTagView(doc)]));
  });
}

export async function getTagBySlug(slug: string): Promise<TagView | null> {
  for (const tag of (await getTagMap()).values()) if (tag.slug === slug) return tag;
  return null;
}

export async function getAllTags(): Promise<TagView[]> {
  return [...(await getTagMap()).values()];
}
