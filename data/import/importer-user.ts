import type { Payload, TypedUser } from 'payload';
import { hasRole } from '../../cms/access/roles';

/**
 * The admin a command-line import acts as (its writes are access-checked as theirs): the one named by
 * e-mail, or the first admin account. An import needs an admin: it writes settings and redirects.
 */
export async function findImporter(payload: Payload, email: string | null): Promise<TypedUser> {
  const { docs } = await payload.find({
    collection: 'users',
    where: email ? { email: { equals: email.trim().toLowerCase() } } : { roles: { in: ['admin'] } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const user = docs[0];
  if (!user || !hasRole(user, 'admin'))
    throw new Error(
      email ? `לא נמצא מנהל/ת מערכת בכתובת ${email}.` : 'אין באתר חשבון מנהל/ת מערכת: צרו אחד לפני הייבוא.',
    );
  return { ...user, collection: 'users' };
}
