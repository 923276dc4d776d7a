import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { requestLimits } from '../server/request-limits';
import { useSiteUnderTest } from './site-under-test';

/**
 * Limits per client address over HTTP (security bar §2.1 "Login abuse test", ASVS 2.4.1): guessing across
 * rotating accounts, password-reset floods and loop-grid renders get 429 with Retry-After and a Hebrew
 * message. All requests come from this one address; the sign-in test runs last since it locks it out.
 */
const site = useSiteUnderTest();

/** Always over IPv4 loopback: `localhost` may go over IPv4 or IPv6, which are two addresses. */
const postJson = (path: string, body: unknown) =>
  fetch(`${site.url.replace('//localhost:', '//127.0.0.1:')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

async function expectTooMany(res: Response): Promise<string> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return JSON.stringify(await res.json());
}

describe('loop-grid refreshes that render', () => {
  it('are limited per address; answers already cached are still served', async () => {
    const call = (n: number) => ({
      post_id: 0,
      widget_id: 'archive-grid',
      widget_filters: {},
      pagination_base_url: `/articles/?n=${n}`,
    });
    const cached = await postJson('/wp-json/arig/v1/refresh-loop', call(0));
    expect(cached.status).toBe(200);
    const { limit } = requestLimits.refreshLoop;
    const statuses = new Map<number, number>();
    for (let n = 1; n < limit; n++) {
      const status = (await postJson('/wp-json/arig/v1/refresh-loop', call(n))).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[200, limit - 1]]);
    const over = await postJson('/wp-json/arig/v1/refresh-loop/', call(limit));
    expect(await expectTooMany(over)).toContain('יותר מדי בקשות');
    expect((await postJson('/wp-json/arig/v1/refresh-loop', call(0))).status, 'a kept answer').toBe(200);
  }, 120_000);
});

describe('password-reset requests', () => {
  it('are limited per address, whatever the e-mail', async () => {
    for (let i = 0; i < requestLimits.forgotPassword.limit; i++) {
      const res = await postJson('/api/users/forgot-password', { email: `nobody-${i}@reset.example` });
      expect(res.status).toBe(200);
    }
    await expectTooMany(await postJson('/api/users/forgot-password', { email: 'another@reset.example' }));
  });
});

describe('sign-in guessing across accounts (runs last: it locks this address out)', () => {
  it('gets 429 after too many failures from one address, even for a right password or another spelling of the path', async () => {
    const { limit } = requestLimits.loginFailures;
    const ok = await postJson('/api/users/login', credentials(demoUsers.editor));
    expect(ok.status, 'successful sign-ins are not counted').toBe(200);
    for (let i = 0; i < limit; i++) {
      const res = await postJson('/api/users/login', {
        email: `guess-${i}@login.example`,
        password: 'wrong-password-1',
      });
      expect(res.status).toBe(401);
    }
    const message = await expectTooMany(await postJson('/api/users/login', credentials(demoUsers.admin)));
    expect(message).toContain('יותר מדי בקשות');
    await expectTooMany(await postJson('/api/users/%6Cogin/', credentials(demoUsers.admin)));
    await expectTooMany(await postJson('/api//users/login', credentials(demoUsers.admin)));
  });
});
