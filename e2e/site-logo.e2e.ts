import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { finishGuarded, guardedContext } from './guarded-context';
import { signIn } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * Site Settings' logo (issue 25): the logo in the header, its variant for dark backgrounds in a dark box and
 * in the accessibility widget's dark contrast mode, and the variant never fetched where it is not shown.
 */
const site = useSiteUnderTest();

describe('a logo with a variant for dark backgrounds', () => {
  it('shows the logo on the page, its variant in a dark box and in the dark contrast mode; the hidden one is never fetched', async () => {
    const token = await signIn(site.url, demoUsers.admin);
    const auth = { authorization: `JWT ${token}` };
    const stamp = Date.now();
    const upload = async (colour: string, name: string) => {
      const png = await sharp({ create: { width: 160, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      form.append('_payload', JSON.stringify({ alt: 'לוגו אריג' }));
      const res = await fetch(`${site.url}/api/media`, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(201);
      return ((await res.json()) as { doc: { id: number } }).doc.id;
    };
    const settings = async (data: Record<string, unknown>) => {
      const res = await fetch(`${site.url}/api/globals/site-settings`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      expect(res.status).toBe(200);
    };
    await settings({
      logo: await upload('#0b5394', `logo-${stamp}.png`),
      logoDark: await upload('#ffffff', `logo-white-${stamp}.png`),
    });
    const slug = `dark-box-${stamp}`;
    const page = { title: 'תיבה כהה', slug, _status: 'published' };
    const layout = {
      version: 1,
      root: { props: {} },
      content: [
        {
          type: 'container',
          props: { id: 'box', background: 'dark', items: [{ type: 'site-logo', props: { id: 'site-logo-1' } }] },
        },
      ],
    };
    const created = await fetch(`${site.url}/api/pages`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...page, layout }),
    });
    expect(created.status).toBe(201);

    const ctx = await guardedContext(site.browser, site.url);
    const fetched: string[] = [];
    ctx.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const visitor = await ctx.newPage();
    await visitor.setViewportSize({ width: 1280, height: 800 });
    const header = visitor.locator('.site-header');
    const white = () => fetched.filter((p) => p.includes(`logo-white-${stamp}`)).length;
    // A light page: the logo, and its variant not even fetched.
    await visitor.goto('/about/');
    await visitor.waitForLoadState('networkidle');
    expect(await header.locator('.brand-logo--light').isVisible()).toBe(true);
    expect(await header.locator('.brand-logo--dark').isVisible()).toBe(false);
    expect(white()).toBe(0);
    // A dark box: the variant there, the logo in the header.
    await visitor.goto(`/${slug}/`);
    const box = visitor.locator('.w-container.w--tone-dark');
    await expect.poll(() => box.locator('.brand-logo--dark').isVisible()).toBe(true);
    expect(await box.locator('.brand-logo--light').isVisible()).toBe(false);
    expect(await header.locator('.brand-logo--light').isVisible()).toBe(true);
    expect(white()).toBe(1);
    // The accessibility widget's dark contrast mode: the page's background is black.
    await visitor.evaluate(() => localStorage.setItem('arig-a11y', JSON.stringify({ contrast: 2 })));
    await visitor.reload();
    await expect.poll(() => header.locator('.brand-logo--dark').isVisible()).toBe(true);
    expect(await header.locator('.brand-logo--light').isVisible()).toBe(false);
    await finishGuarded(ctx);
    await settings({ logo: null, logoDark: null });
  });
});
