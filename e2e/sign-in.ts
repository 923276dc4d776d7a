/** A JWT from the studio's REST sign-in, for `Authorization: JWT …` calls; throws with the status when refused. */
export async function signIn(siteUrl: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`signing in ${user.email} failed: ${res.status}`);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`signing in ${user.email} gave no token`);
  return token;
}
