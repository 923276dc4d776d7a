import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { useBuilderTestPages } from './builder-test-pages';
import { expectNoAxeViolations } from './harness';
import { signIn } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * The Lottie animation of issue 21 in the browser: its poster as the first paint, the player fetched only
 * as it approaches, its pause button, reduced motion, axe in each state at 390 and 1280 px, and the media
 * library's checks of a Lottie file.
 */
const site = useSiteUnderTest();
const stamp = Date.now();
const { createPage, context, open, finish } = useBuilderTestPages(site);

describe('lottie', () => {
  /** The seed's animation (a JSON file of the media library) and its poster. */
  async function seededAnimation(): Promise<{ animation: string; poster: string; file: string }> {
    const find = async (where: string) =>
      (
        (await (await fetch(`${site.url}/api/media?depth=0&limit=1&${where}`)).json()) as {
          docs: { id: number; filename: string }[];
        }
      ).docs[0]!;
    const animation = await find('where[mimeType][equals]=application/json');
    const poster = await find('where[filename][like]=threads-poster');
    return { animation: String(animation.id), poster: String(poster.id), file: animation.filename };
  }
  let path = '';
  /** A page whose animation is two screens down: nothing of it may load before the visitor gets near. */
  async function lottiePage(): Promise<string> {
    if (path) return path;
    const { animation, poster } = await seededAnimation();
    const slug = `e2e-lottie-${stamp}`;
    const res = await createPage(slug, [
      { type: 'heading', props: { id: 'h', text: 'אנימציה בעמוד', tag: 'h1' } },
      { type: 'spacer', props: { id: 's1', height: 1000 } },
      { type: 'spacer', props: { id: 's2', height: 1000 } },
      {
        type: 'lottie',
        props: {
          id: 'lt',
          anchor_id: 'lottie-view',
          animation_id: animation,
          poster_media_id: poster,
          alt: 'חוטי ערב נארגים בין חוטי שתי',
          max_width: 560,
          caption: 'אריגת בד',
        },
      },
      {
        type: 'lottie',
        props: {
          id: 'lh',
          anchor_id: 'lottie-hover',
          animation_id: animation,
          poster_media_id: poster,
          trigger: 'hover',
          max_width: 320,
        },
      },
      { type: 'spacer', props: { id: 's3', height: 400 } },
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    return (path = `/${slug}/`);
  }
  const playerCode = (url: string) => /lottie_light|lottie\.island\./.test(url);

  it('loads no player before it approaches; plays on view in the poster’s place (no shift); the pause button by keyboard (aria-pressed, name); axe-clean playing and paused (390 and 1280)', async () => {
    const target = await lottiePage();
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind);
      const page = await ctx.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(target);
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(requests.filter(playerCode), 'no player code before the widget approaches').toEqual([]);
      expect(requests.filter((u) => u.endsWith('.json'))).toEqual([]);
      const root = page.locator('#lottie-view');
      const stage = root.locator('.w-lottie__stage');
      expect(await stage.getAttribute('role')).toBe('img');
      expect(await stage.getAttribute('aria-label')).toBe('חוטי ערב נארגים בין חוטי שתי');
      const before = (await stage.boundingBox())!;
      expect(before.width / before.height).toBeCloseTo(800 / 450, 1);

      await root.scrollIntoViewIfNeeded();
      await page.locator('#lottie-view[data-lottie-state="playing"]').waitFor({ state: 'attached', timeout: 15_000 });
      expect(
        requests.some((u) => /lottie_light/.test(u)),
        'the player, in a chunk of its own',
      ).toBe(true);
      expect(requests.filter((u) => u.endsWith('.json'))).toHaveLength(1);
      expect(await root.evaluate((el) => el.classList.contains('is-live'))).toBe(true);
      const after = (await stage.boundingBox())!;
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const svg = () => root.locator('.w-lottie__player svg').innerHTML();
      // It moves (the cloth holds still for its first 20 frames, then a thread starts to unravel).
      const first = await svg();
      await expect.poll(svg, { timeout: 3000 }).not.toBe(first);

      // The pause button: at the frame's end corner (the left, in Hebrew), reached by Tab, pressed by key.
      const pause = root.locator('[data-lottie-pause]');
      expect(await pause.isVisible()).toBe(true);
      expect(await pause.getAttribute('aria-pressed')).toBe('false');
      expect(await pause.textContent()).toBe('השהיית האנימציה');
      const [button, frame] = [(await pause.boundingBox())!, (await stage.boundingBox())!];
      expect(button.x + button.width / 2).toBeLessThan(frame.x + frame.width / 2);
      await expectNoAxeViolations(page, `lottie playing (${kind})`);
      await pause.focus();
      await page.keyboard.press('Enter');
      expect(await pause.getAttribute('aria-pressed')).toBe('true');
      expect(await pause.textContent()).toBe('הפעלת האנימציה');
      expect(await root.getAttribute('data-lottie-state')).toBe('paused');
      const held = await svg();
      await page.waitForTimeout(400);
      expect(await svg(), 'paused: it holds still').toBe(held);
      await expectNoAxeViolations(page, `lottie paused (${kind})`);
      await page.keyboard.press('Space');
      expect(await pause.getAttribute('aria-pressed')).toBe('false');
      expect(await root.getAttribute('data-lottie-state')).toBe('playing');

      // Out of view it waits; the hover one plays while it has keyboard focus.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => root.getAttribute('data-lottie-state')).toBe('waiting');
      const hover = page.locator('#lottie-hover');
      await hover.locator('.w-lottie__stage').focus();
      await expect.poll(() => hover.getAttribute('data-lottie-state')).toBe('playing');
      expect(await hover.locator('[data-lottie-pause]').count(), 'played by the visitor: no pause button').toBe(0);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => hover.getAttribute('data-lottie-state')).toBe('waiting');
      expect(
        requests.filter((u) => /lottie_light/.test(u)),
        'one player for the page',
      ).toHaveLength(1);
      await finish(ctx);
    }
  });

  it('under reduced motion, or once the accessibility widget pauses animations, shows the poster and plays nothing; the player is never fetched', async () => {
    const target = await lottiePage();
    for (const kind of ['mobile', 'desktop'] as const) {
      const ctx = await context(kind, 'reduce');
      const page = await ctx.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(target);
      const root = page.locator('#lottie-view');
      await root.scrollIntoViewIfNeeded();
      await page.locator('#lottie-view[data-lottie-state="still"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(800);
      expect(
        requests.some((u) => /lottie\.island\./.test(u)),
        'the island came, on approach',
      ).toBe(true);
      expect(
        requests.filter((u) => /lottie_light/.test(u) || u.endsWith('.json')),
        'no player, no file',
      ).toEqual([]);
      expect(await root.locator('.w-lottie__player').count()).toBe(0);
      expect(await root.locator('.w-lottie__poster').isVisible()).toBe(true);
      expect(await root.locator('[data-lottie-pause]').isHidden()).toBe(true);
      await expectNoAxeViolations(page, `lottie, reduced motion (${kind})`);
      await finish(ctx);
    }
    const ctx = await context('desktop');
    const page = await open(ctx, target);
    const root = page.locator('#lottie-view');
    await root.scrollIntoViewIfNeeded();
    await page.locator('#lottie-view[data-lottie-state="playing"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.evaluate(() => document.documentElement.classList.add('a11y-pause-animations'));
    await expect.poll(() => root.getAttribute('data-lottie-state')).toBe('still');
    expect(await root.evaluate((el) => el.classList.contains('is-live'))).toBe(false);
    expect(await root.locator('[data-lottie-pause]').isHidden()).toBe(true);
    await finish(ctx);
  });

  it('the media library takes a Lottie JSON and refuses a broken or oversized one in Hebrew (400, 413); the file is served as JSON, never sniffed', async () => {
    const token = await signIn(site.url, demoUsers.editor);
    const upload = (body: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'application/json' }), name);
      form.append('_payload', JSON.stringify({ alt: 'אנימציית בדיקה' }));
      return fetch(`${site.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      });
    };
    const lottie = { v: '5.7.4', fr: 30, ip: 0, op: 60, w: 400, h: 400, layers: [] };
    const broken = await upload('{"v": "5.7', `broken-${stamp}.json`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toMatch(/JSON תקין/);
    const big = await upload(JSON.stringify({ ...lottie, nm: 'x'.repeat(2 * 1024 * 1024) }), `big-${stamp}.json`);
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/גדול מדי/);
    const ok = await upload(JSON.stringify(lottie), `ok-${stamp}.json`);
    expect(ok.status, await ok.clone().text()).toBe(201);
    const { doc } = (await ok.json()) as { doc: { filename: string; width: number; height: number } };
    expect([doc.width, doc.height]).toEqual([400, 400]);
    for (const url of [`/media/${doc.filename}`, `/api/media/file/${doc.filename}`]) {
      const served = await fetch(`${site.url}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(served.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    // The seeded one too.
    const { file } = await seededAnimation();
    expect((await fetch(`${site.url}/media/${file}`)).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
