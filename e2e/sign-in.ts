import type { Page } from 'playwright-core';

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

/** Signs in as a person does: the studio's login form, then the desk. */
export async function signInThroughForm(p: Page, user: { email: string; password: string }) {
  await p.goto('/admin/login');
  await p.fill('#field-email', user.email);
  await p.fill('#field-password', user.password);
  await p.click('button[type=submit]');
  await p.waitForURL(/\/admin\/?$/);
}
