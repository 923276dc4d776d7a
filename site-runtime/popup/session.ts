/** Who is signed in, for the logged-in condition (the studio's own session endpoint). */
export async function readSession(): Promise<{ loggedIn: boolean; roles: string[] }> {
  try {
    const res = await fetch('/api/users/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await res.json()) as { user?: { roles?: unknown } | null };
    const roles = Array.isArray(body.user?.roles) ? body.user.roles.filter((r) => typeof r === 'string') : [];
    return { loggedIn: Boolean(body.user), roles };
  } catch {
    return { loggedIn: false, roles: [] };
  }
}
