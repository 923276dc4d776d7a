import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../testing/temp-payload';
import { articles } from './content/articles';
import { clientLogos } from './content/clients';
import { images } from './content/images';
import { seedPopups } from './content/popups';
import { isEmpty, seed } from './run';

let payload: Payload;
let cleanup: () => Promise<void>;
const quiet = () => undefined;
const count = async (collection: 'posts' | 'pages' | 'popups' | 'categories' | 'media' | 'users') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
}, 300_000);

afterAll(async () => {
  await cleanup?.();
});

describe('seed', () => {
  it('fills an empty site with published Hebrew demo content', async () => {
    expect(await isEmpty(payload)).toBe(true);
    await seed(payload, quiet);
    expect(await isEmpty(payload)).toBe(false);
    expect(await count('posts')).toBe(articles.length);
    // The pictures, the clients' logos, and the about page's Lottie animation with its poster.
    expect(await count('media')).toBe(images.length + clientLogos.length + 2);
    const logos = await payload.find({
      collection: 'media',
      where: { filename: { like: 'client-' } },
      sort: 'id',
      depth: 0,
      overrideAccess: false,
    });
    // Small, transparent WebP at the size drawn, each with the client's name as its alt.
    expect(logos.docs.map((d) => [d.filename, d.mimeType, d.width, d.height, d.alt])).toEqual(
      clientLogos.map((logo) => [`${logo.key}.webp`, 'image/webp', 300, 120, logo.alt]),
    );
    for (const logo of logos.docs) expect(logo.filesize, logo.filename ?? '').toBeLessThan(6000);
    const animation = await payload.find({
      collection: 'media',
      where: { mimeType: { equals: 'application/json' } },
      depth: 0,
      overrideAccess: false,
    });
    expect(animation.docs.map((d) => [d.filename, d.width, d.height])).toEqual([['threads-animation.json', 800, 450]]);
    const visible = await payload.find({ collection: 'posts', overrideAccess: false, limit: 0 });
    expect(visible.totalDocs).toBe(articles.length);
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 });
    expect(settings.homePage).toBeTruthy();
    const popups = await payload.find({ collection: 'popups', overrideAccess: false, depth: 0 });
    expect(popups.docs.map((p) => p.title).sort()).toEqual(seedPopups.map((p) => p.title).sort());
    const newsletter = popups.docs.find((p) => p.title === seedPopups[0]?.title);
    expect(newsletter?.placement.show_on).toBe('articles');
    expect(newsletter?.settings).toMatchObject({
      page_load: true,
      page_load_delay: 5,
      times: true,
      do_not_show_again: true,
    });
    const exit = popups.docs.find((p) => p.title === seedPopups[1]?.title);
    expect(exit?.placement.pages).toHaveLength(1);
    expect(exit?.settings?.exit_intent).toBe(true);
  }, 300_000);

  it('adds nothing the second time and keeps what the owner changed since', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'שם שהבעלים בחרה' },
      overrideAccess: true,
    });
    const before = await Promise.all(
      (['posts', 'pages', 'popups', 'categories', 'media', 'users'] as const).map(count),
    );
    await seed(payload, quiet);
    const after = await Promise.all((['posts', 'pages', 'popups', 'categories', 'media', 'users'] as const).map(count));
    expect(after).toEqual(before);
    expect((await payload.findGlobal({ slug: 'site-settings' })).businessName).toBe('שם שהבעלים בחרה');
  }, 300_000);
});
