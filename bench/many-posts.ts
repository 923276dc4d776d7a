import { articles } from '../cms/seed/content/articles';
import type { SeedBlock } from '../cms/seed/content/types';
import { toLexical } from '../cms/seed/lexical';

/**
 * 2,000 more published articles for the search load (issue 20): each a demo article's blocks in a new
 * order with a numbered title, so the vocabulary and lengths are the site's own.
 * `node --import tsx bench/many-posts.ts` with DATABASE_URL (and MEDIA_DIR) pointing at a seeded site.
 */
export const manyPostsCount = 2000;
export const manyPostSlug = (n: number) => `bench-${n + 1}`;

function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function manyPost(n: number) {
  const base = articles[n % articles.length]!;
  const donor = articles[(n * 7 + 3) % articles.length]!;
  const blocks: SeedBlock[] = shuffled([...base.body, ...donor.body.slice(0, 3)], n + 1);
  const day = new Date(Date.UTC(2020, 0, 1) + n * 36e5 * 17);
  return {
    title: `${base.title} (${n + 1})`,
    slug: manyPostSlug(n),
    excerpt: base.excerpt,
    content: toLexical(blocks),
    publishedAt: day.toISOString(),
    _status: 'published' as const,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { getPayload } = await import('payload');
  const { default: config } = await import('../cms/payload.config.ts');
  const payload = await getPayload({ config });
  const started = Date.now();
  for (let n = 0; n < manyPostsCount; n++) {
    await payload.create({
      collection: 'posts',
      data: manyPost(n),
      overrideAccess: true,
      context: { skipPurge: true },
    });
  }
  console.log(`${manyPostsCount} posts in ${Math.round((Date.now() - started) / 1000)} s`);
  await payload.destroy();
  process.exit(0);
}
