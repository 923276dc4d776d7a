import type { Payload } from 'payload';

/** Local demo accounts (documented in the README). Change or delete them before going live. */
export const demoUsers = {
  // Named as people: their names are the articles' bylines, and their slugs the /author/{slug}/ archives.
  admin: {
    email: 'admin@arig.example',
    password: 'arig-admin-2026',
    name: 'אורית שחם',
    authorSlug: 'orit-shaham',
    bio: 'מהנדסת טקסטיל. מלווה מפעלים, מותגים ומעצבים בבחירת בדים, בבדיקות מעבדה ובפיתוח מוצר, וכותבת כאן על מה שלמדה בעשרים שנה בין נולים, מעבדות ורצפות ייצור.',
    roles: ['admin'] as const,
  },
  editor: {
    email: 'editor@arig.example',
    password: 'arig-editor-2026',
    name: 'איתי שמיר',
    authorSlug: 'itai-shamir',
    bio: 'כותב ועורך תוכן טכני בתחום הטקסטיל. מתרגם תקנים ותוצאות מעבדה לשפה שאפשר לקבל לפיה החלטות.',
    roles: ['editor'] as const,
  },
};

export async function seedUsers(payload: Payload): Promise<Record<keyof typeof demoUsers, number>> {
  const ids = {} as Record<keyof typeof demoUsers, number>;
  for (const [key, user] of Object.entries(demoUsers) as [
    keyof typeof demoUsers,
    (typeof demoUsers)[keyof typeof demoUsers],
  ][]) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: user.email } },
      limit: 1,
      overrideAccess: true,
    });
    const existing = docs[0];
    ids[key] = existing
      ? existing.id
      : (await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles] }, overrideAccess: true }))
          .id;
  }
  return ids;
}
