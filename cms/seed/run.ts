import type { Payload } from 'payload';
import type { Form } from '../payload-types';
import { pageCache } from '../../data/cache/page-cache';
import { articles } from './content/articles';
import { categories } from './content/categories';
import { chatWidget } from './content/chat';
import { contactForm } from './content/forms';
import { builderLayouts } from './content/layouts';
import { images } from './content/images';
import { accessibilityStatement, navigation, pages, shopSettings, siteSettings } from './content/pages';
import { seedPopups } from './content/popups';
import { seedThemeTemplates } from './content/theme-templates';
import { generateSeedImage } from './images/generate';
import { buildThreadsAnimation, threadsPosterPng } from './images/threads-animation';
import { clientLogoPng } from './images/client-logos';
import { clientLogos } from './content/clients';
import { toLexical } from './lexical';
import { projects } from './content/projects';
import { reviews } from './content/reviews';
import { announcementBar } from './content/announcement-bars';
import { servicesPanel } from './content/mega-panels';
import { seedUsers } from './users';
import { seedShop } from './shop';
import { findIdBySlug, system } from './find-id';
import { articleTags, tags } from './content/tags';
import { defaultConsentText } from '../globals/newsletter';

type Log = (message: string) => void;

async function seedMedia(payload: Payload, log: Log): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, image] of images.entries()) {
    const name = `${image.key}.jpg`;
    // Uploads are stored converted to WebP, so the stored name may differ from the uploaded one.
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { in: [name, `${image.key}.webp`] } },
      limit: 1,
      depth: 0,
      ...system,
    });
    let id = docs[0]?.id;
    if (id === undefined) {
      const data = await generateSeedImage(image, 1600, 900);
      const doc = await payload.create({
        collection: 'media',
        data: { alt: image.alt, title: image.title, description: image.description },
        file: { data, mimetype: 'image/jpeg', name, size: data.length },
        ...system,
      });
      id = doc.id;
    }
    ids.set(image.key, id);
    if ((i + 1) % 10 === 0 || i + 1 === images.length) log(`  תמונות: ${i + 1}/${images.length}`);
  }
  for (const [key, id] of await seedDrawnFiles(payload)) ids.set(key, id);
  return ids;
}

/**
 * The home page's client logos (cms/seed/images/client-logos.ts), and the about page's Lottie animation
 * (cms/seed/images/threads-animation.ts) and its poster under the keys 'threads-animation' and
 * 'threads-poster', all made here, beside the pictures; each created once, by file name.
 */
async function seedDrawnFiles(payload: Payload): Promise<Map<string, number>> {
  const files = [
    // The home page's clients (fictional), drawn here as monochrome logos.
    ...clientLogos.map((logo) => ({
      key: logo.key,
      names: [`${logo.key}.png`, `${logo.key}.webp`],
      alt: logo.alt,
      title: `לוגו: ${logo.alt}`,
      file: async () => ({ data: await clientLogoPng(logo), mimetype: 'image/png' }),
      name: `${logo.key}.png`,
    })),
    {
      key: 'threads-animation',
      names: ['threads-animation.json'],
      alt: 'אנימציה: חוטי ערב אדומים נפרמים ונארגים מחדש, לסירוגין מעל ומתחת לחוטי שתי כחולים.',
      title: 'אריגה: ערב ושתי',
      file: async () => ({ data: Buffer.from(JSON.stringify(buildThreadsAnimation())), mimetype: 'application/json' }),
      name: 'threads-animation.json',
    },
    {
      key: 'threads-poster',
      names: ['threads-poster.png', 'threads-poster.webp'],
      alt: 'איור: חוטי ערב אדומים ארוגים לסירוגין מעל ומתחת לחוטי שתי כחולים, על רקע שמנת.',
      title: 'אריגה: ערב ושתי (תמונת פתיחה)',
      file: async () => ({ data: await threadsPosterPng(), mimetype: 'image/png' }),
      name: 'threads-poster.png',
    },
  ];
  const ids = new Map<string, number>();
  for (const item of files) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { in: item.names } },
      limit: 1,
      depth: 0,
      ...system,
    });
    let id = docs[0]?.id;
    if (id === undefined) {
      const { data, mimetype } = await item.file();
      const doc = await payload.create({
        collection: 'media',
        data: { alt: item.alt, title: item.title },
        file: { data, mimetype, name: item.name, size: data.length },
        ...system,
      });
      id = doc.id;
    }
    ids.set(item.key, id);
  }
  return ids;
}

async function seedCategories(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const ordered = [...categories].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  for (const cat of ordered) {
    let id = await findIdBySlug(payload, 'categories', cat.slug);
    if (id === undefined) {
      const parent = cat.parent ? ids.get(cat.parent) : undefined;
      const doc = await payload.create({
        collection: 'categories',
        data: { title: cat.title, slug: cat.slug, description: cat.description, parent: parent ?? null },
        ...system,
      });
      id = doc.id;
    }
    ids.set(cat.slug, id);
  }
  return ids;
}

async function seedTags(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tag of tags) {
    const id =
      (await findIdBySlug(payload, 'tags', tag.slug)) ??
      (await payload.create({ collection: 'tags', data: { ...tag }, ...system })).id;
    ids.set(tag.slug, id);
  }
  return ids;
}

export async function seed(payload: Payload, log: Log = console.log): Promise<void> {
  log('זריעת תוכן הדגמה…');
  const users = await seedUsers(payload);
  log('  משתמשים: מוכנים');
  const media = await seedMedia(payload, log);
  const cats = await seedCategories(payload);
  log(`  קטגוריות: ${cats.size}`);
  const tagIds = await seedTags(payload);

  const contactFormId = await seedContactForm(payload);
  const pageIds = new Map<string, number>();
  const layouts: Record<string, { [k: string]: unknown }> = builderLayouts(
    (key) => media.get(key) ?? null,
    contactFormId,
  );
  for (const page of pages) {
    let id = await findIdBySlug(payload, 'pages', page.slug);
    if (id === undefined) {
      const doc = await payload.create({
        collection: 'pages',
        data: {
          title: page.title,
          slug: page.slug,
          content: toLexical(page.body),
          layout: layouts[page.slug] ?? null,
          image: page.image ? (media.get(page.image) ?? null) : null,
          seo: { description: page.metaDescription },
          _status: 'published',
        },
        ...system,
      });
      id = doc.id;
    }
    pageIds.set(page.slug, id);
  }
  log(`  עמודים: ${pageIds.size}`);

  const parentOf = new Map(categories.map((c) => [c.slug, c.parent]));
  for (const [i, article] of articles.entries()) {
    if ((await findIdBySlug(payload, 'posts', article.slug)) !== undefined) continue;
    const catSlugs = new Set(
      article.categories.flatMap((slug) => [slug, parentOf.get(slug)].filter((s): s is string => Boolean(s))),
    );
    await payload.create({
      collection: 'posts',
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: toLexical(article.body),
        featuredImage: media.get(article.image) ?? null,
        categories: [...catSlugs].map((s) => cats.get(s)).filter((id): id is number => id !== undefined),
        tags: (articleTags[article.slug] ?? [])
          .map((s) => tagIds.get(s))
          .filter((id): id is number => id !== undefined),
        author: users[article.author],
        publishedAt: article.publishedAt,
        _status: 'published',
      },
      ...system,
    });
    if ((i + 1) % 10 === 0 || i + 1 === articles.length) log(`  מאמרים: ${i + 1}/${articles.length}`);
  }

  for (const project of projects) {
    if ((await findIdBySlug(payload, 'projects', project.slug)) !== undefined) continue;
    await payload.create({
      collection: 'projects',
      data: {
        title: project.title,
        slug: project.slug,
        field: project.field,
        client: project.client,
        year: project.year,
        summary: project.summary,
        images: project.images.map((key) => media.get(key)).filter((id): id is number => id !== undefined),
        content: toLexical([{ type: 'p', text: project.body }]),
        _status: 'published',
      },
      ...system,
    });
  }
  log(`  פרויקטים: ${projects.length}`);

  if ((await payload.count({ collection: 'reviews', ...system })).totalDocs === 0) {
    for (const review of reviews) {
      await payload.create({
        collection: 'reviews',
        data: { ...review, date: new Date(`${review.date}T12:00:00Z`).toISOString(), _status: 'published' },
        ...system,
      });
    }
  }
  log(`  המלצות: ${reviews.length}`);

  if ((await payload.count({ collection: 'announcement-bars', ...system })).totalDocs === 0) {
    const { daysAhead, ...bar } = announcementBar;
    const until = new Date(Date.now() + daysAhead * 86_400_000);
    until.setUTCHours(7, 0, 0, 0); // 09:00 in Israel in winter
    await payload.create({
      collection: 'announcement-bars',
      data: { ...bar, until: until.toISOString(), placement: { show_on: 'all' }, _status: 'published' },
      ...system,
    });
  }
  log('  פס הודעה: 1');

  await seedPopupDocs(payload, pageIds);
  log(`  חלונות קופצים: ${seedPopups.length}`);
  for (const template of seedThemeTemplates) {
    const { totalDocs } = await payload.count({
      collection: 'theme-templates',
      where: { title: { equals: template.title } },
      ...system,
    });
    if (totalDocs === 0)
      await payload.create({ collection: 'theme-templates', data: { ...template, _status: 'published' }, ...system });
  }
  log(`  תבניות עיצוב: ${seedThemeTemplates.length}`);
  log(`  מוצרים בחנות: ${await seedShop(payload, media)}`);

  await seedGlobals(payload, pageIds.get('home') ?? null, await seedMegaPanel(payload));
  const shop = await payload.findGlobal({ slug: 'shop-settings', depth: 0, ...system });
  if (!shop.bankDetails)
    await payload.updateGlobal({
      slug: 'shop-settings',
      data: { ...shopSettings, termsPage: pageIds.get('terms') ?? null },
      ...system,
    });
  pageCache.purgeAll();
  log('זריעת התוכן הושלמה.');
}

/** The contact form is created once, by title (the contact page's layout shows it by id). */
async function seedContactForm(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { title: { equals: contactForm.title } },
    limit: 1,
    depth: 0,
    ...system,
  });
  if (docs[0]) return docs[0].id;
  const { confirmation, ...form } = contactForm;
  const doc = await payload.create({
    collection: 'forms',
    data: { ...form, confirmationMessage: toLexical(confirmation) } as unknown as Omit<
      Form,
      'id' | 'createdAt' | 'updatedAt'
    >,
    ...system,
  });
  return doc.id;
}

/** Popups are created once, by title: an owner's edits or deletions are never undone by a later seed. */
async function seedPopupDocs(payload: Payload, pageIds: Map<string, number>): Promise<void> {
  for (const popup of seedPopups) {
    const { totalDocs } = await payload.count({
      collection: 'popups',
      where: { title: { equals: popup.title } },
      ...system,
    });
    if (totalDocs > 0) continue;
    await payload.create({
      collection: 'popups',
      data: {
        title: popup.title,
        layout: popup.layout,
        placement: {
          show_on: popup.placement,
          pages: popup.pages.map((slug) => pageIds.get(slug)).filter((id): id is number => id !== undefined),
        },
        settings: popup.settings,
        _status: 'published',
      },
      ...system,
    });
  }
}

/** The services item's mega panel (the one the seed makes, found again on a later run). */
async function seedMegaPanel(payload: Payload): Promise<number> {
  const panel = servicesPanel();
  const { docs } = await payload.find({
    collection: 'mega-panels',
    where: { title: { equals: panel.title } },
    limit: 1,
    depth: 0,
    ...system,
  });
  if (docs[0]) return docs[0].id;
  const created = await payload.create({
    collection: 'mega-panels',
    data: { ...panel, _status: 'published' },
    ...system,
  });
  return created.id;
}

/** Globals are filled only on a fresh site, never over what the owner has since changed. */
async function seedGlobals(payload: Payload, homeId: number | null, servicesPanelId: number): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...system });
  if (!current.businessName) {
    await payload.updateGlobal({ slug: 'site-settings', data: { ...siteSettings, homePage: homeId }, ...system });
  }
  const nav = await payload.findGlobal({ slug: 'navigation', depth: 0, ...system });
  if (!nav.header?.length) {
    const header = navigation.header.map((item) =>
      item.href === '/services/' ? { ...item, megaPanel: servicesPanelId } : item,
    );
    await payload.updateGlobal({ slug: 'navigation', data: { ...navigation, header }, ...system });
  }
  const statement = await payload.findGlobal({ slug: 'accessibility-statement', depth: 0, ...system });
  if (!statement.coordinator?.name) {
    await payload.updateGlobal({ slug: 'accessibility-statement', data: accessibilityStatement, ...system });
  }
  const newsletter = await payload.findGlobal({ slug: 'newsletter', depth: 0, ...system });
  if (!newsletter.consentText) {
    await payload.updateGlobal({ slug: 'newsletter', data: { consentText: defaultConsentText }, ...system });
  }
  const chat = await payload.findGlobal({ slug: 'chat-widget', depth: 0, ...system });
  if (!chat.message) {
    await payload.updateGlobal({ slug: 'chat-widget', data: chatWidget, ...system });
  }
}

/** The site is "empty" when nobody has created content yet. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const [users, pagesCount] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'pages', overrideAccess: true }),
  ]);
  return users.totalDocs === 0 && pagesCount.totalDocs === 0;
}
