import type { Endpoint, Payload, PayloadRequest } from 'payload';
import { z } from 'zod';
import { routes } from '../../config/routes';
import { hasRole } from '../access/roles';

const query = z.strictObject({ q: z.string().trim().min(1, 'מה לחפש?').max(100, 'עד 100 תווים') });

export interface LinkTarget {
  kind: 'page' | 'post' | 'category';
  title: string;
  url: string;
}

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } });

async function homePageId(payload: Payload, req: PayloadRequest): Promise<number | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: false });
  const home = settings.homePage;
  return typeof home === 'object' && home !== null ? home.id : (home ?? null);
}

/**
 * `GET /api/link-targets?q=` (admins and editors): the published pages, articles and categories whose title
 * contains the words, with their addresses, for the studio's link picker. Read with the asker's access.
 */
export const linkTargetsEndpoint: Endpoint = {
  path: '/link-targets',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) return refuse(403, 'חיפוש קישורים זמין לעורכי תוכן ולמנהלי מערכת.');
    const parsed = query.safeParse(Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams));
    if (!parsed.success) return refuse(400, parsed.error.issues.map((i) => i.message).join('; '));
    const where = { title: { like: parsed.data.q } };
    const access = { req, overrideAccess: false, depth: 0, limit: 6, pagination: false } as const;
    const [pages, posts, categories, home] = await Promise.all([
      req.payload.find({
        collection: 'pages',
        where: { and: [where, { _status: { equals: 'published' } }] },
        ...access,
      }),
      req.payload.find({
        collection: 'posts',
        where: { and: [where, { _status: { equals: 'published' } }] },
        ...access,
      }),
      req.payload.find({ collection: 'categories', where, ...access, depth: 1 }),
      homePageId(req.payload, req),
    ]);
    const targets: LinkTarget[] = [
      ...pages.docs.map((d) => ({
        kind: 'page' as const,
        title: d.title,
        url: d.id === home ? routes.home : routes.page(d.slug),
      })),
      ...categories.docs.map((d) => {
        const parent = typeof d.parent === 'object' && d.parent !== null ? d.parent.slug : null;
        return { kind: 'category' as const, title: d.title, url: routes.category(d.slug, parent) };
      }),
      ...posts.docs.map((d) => ({ kind: 'post' as const, title: d.title, url: routes.post(d.slug) })),
    ];
    return Response.json({ targets }, { headers: { 'Cache-Control': 'no-store' } });
  },
};
