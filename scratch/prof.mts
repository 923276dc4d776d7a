process.env.DATABASE_URL = 'file:/tmp/prof/arig.db';
process.env.MEDIA_DIR = '/tmp/prof/media';
Object.assign(process.env, { NODE_ENV: 'production' });
const { getPayload } = await import('payload');
const { default: config } = await import('/work/main/cms/payload.config.ts');
const payload = await getPayload({ config });
const { isEmpty, seed } = await import('/work/main/cms/seed/run.ts');
if (await isEmpty(payload)) await seed(payload, () => {});
const { getSiteSettings } = await import('/work/main/data/get-settings.ts');
const { getNavigation } = await import('/work/main/data/get-navigation.ts');
const { getCategoryByPath, getChildCategoryIds } = await import('/work/main/data/get-category.ts');
const { getPostsInCategory } = await import('/work/main/data/get-posts.ts');
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const start = process.cpuUsage();
  const n = 100;
  for (let i = 0; i < n; i++) await fn();
  const u = process.cpuUsage(start);
  console.log(label.padEnd(24), ((u.user + u.system) / 1000 / n).toFixed(2), 'ms');
}
await time('settings', getSiteSettings);
await time('navigation', getNavigation);
await time('category by path', () => getCategoryByPath(['articles']));
const cat = (await getCategoryByPath(['articles']))!;
await time('child ids', () => getChildCategoryIds(cat.id));
await time('posts in category', () => getPostsInCategory(cat.id, 1));
const ids = [cat.id, ...(await getChildCategoryIds(cat.id))];
for (const depth of [0, 1, 2]) {
  await time(`raw find depth ${depth}`, () =>
    payload.find({
      collection: 'posts',
      where: { categories: { in: ids } },
      sort: ['-publishedAt', '-id'],
      limit: 10,
      depth,
      overrideAccess: false,
      draft: false,
      select: { title: true, slug: true, featuredImage: true, categories: true, publishedAt: true },
    }),
  );
}
await time('raw find no where', () =>
  payload.find({
    collection: 'posts',
    limit: 10,
    depth: 0,
    overrideAccess: false,
    draft: false,
    select: { title: true },
  }),
);
await time('raw find pagination false', () =>
  payload.find({
    collection: 'posts',
    limit: 10,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    draft: false,
    select: { title: true },
  }),
);
await time('media find 10', () => payload.find({ collection: 'media', limit: 10, depth: 0, pagination: false }));
await time('categories all', () => payload.find({ collection: 'categories', depth: 0, pagination: false }));
process.exit(0);
