import { hasRole } from '../../cms/access/roles';
import { hasStudioSession } from '../../config/studio-session';
import { payload, type Previewer } from '../../data/payload';

/**
 * The signed-in admin or editor behind a request, who sees drafts at their own URLs (issue 27); undefined
 * for everyone else. The session is verified by Payload, with its CSRF rules. Such pages are answered
 * `private, no-store` and `noindex`, and the server's page cache neither answers nor keeps them.
 */
export async function previewerOf(request: Request): Promise<Previewer> {
  if (!hasStudioSession(request.headers.get('cookie'))) return undefined;
  const p = await payload();
  const { user } = await p.auth({ headers: request.headers }).catch(() => ({ user: null }));
  return user && hasRole(user, 'admin', 'editor') ? user : undefined;
}
