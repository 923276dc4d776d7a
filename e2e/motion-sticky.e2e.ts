import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { frames, scrollTo, useBuilderTestPages, type LayoutNode } from './builder-test-pages';
import { useSiteUnderTest } from './site-under-test';

/**
 * The entrance-animation and sticky runtime (site-runtime/entrance.ts, sticky.ts) observed in the browser
 * on a builder page made for it: reveal on scroll, reduced motion and the accessibility pause, sticky
 * offsets, spacer, effects class, parent end, anchor offset and the per-device setting.
 */
const site = useSiteUnderTest();
const stamp = Date.now();
const { createPage, context, open, finish } = useBuilderTestPages(site);

describe('entrance animation and sticky', () => {
  const slug = `e2e-motion-${stamp}`;
  const text = (id: string, t: string, extra: Record<string, unknown> = {}): LayoutNode => ({
    type: 'heading',
    props: { id, text: t, tag: 'h2', ...extra },
  });
  beforeAll(async () => {
    const res = await createPage(slug, [
      text('top', 'עמוד בדיקה לתנועה', { tag: 'h1' }),
      {
        type: 'text-editor',
        props: { id: 'links', html: '<p><a href="#anchor-target">אל היעד</a></p>' },
      },
      {
        type: 'container',
        props: {
          id: 'parent',
          anchor_id: 'sticky-parent-box',
          min_height: 1400,
          items: [
            text('sp', 'נצמד בתוך ההורה', {
              anchor_id: 'stick-in-parent',
              sticky: 'top',
              sticky_offset: 40,
              sticky_effects_offset: 900,
              sticky_parent: true,
            }),
            text('after-sp', 'אחרי הנצמד', { anchor_id: 'after-stick' }),
          ],
        },
      },
      { type: 'spacer', props: { id: 'gap1', height: 600 } },
      text('free', 'נצמד במחשב ובטאבלט', {
        anchor_id: 'stick-free',
        sticky: 'top',
        sticky_on: ['desktop', 'tablet'],
        sticky_anchor_link_offset: 120,
      }),
      { type: 'spacer', props: { id: 'gap2', height: 1000 } },
      { type: 'spacer', props: { id: 'gap2b', height: 600 } },
      text('anim', 'מופיע בכניסה', { anchor_id: 'animated', animation: 'fadeInUp', animation_delay: 800 }),
      { type: 'spacer', props: { id: 'gap3', height: 600 } },
      text('target', 'יעד הקישור', { anchor_id: 'anchor-target' }),
      { type: 'spacer', props: { id: 'gap4', height: 1000 } },
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  const box = (page: Page, id: string) =>
    page.evaluate((i) => {
      const el = document.getElementById(i)!;
      const r = el.getBoundingClientRect();
      const prev = el.previousElementSibling;
      return {
        top: r.top,
        bottom: r.bottom,
        docTop: r.top + window.scrollY,
        height: r.height,
        classes: [...el.classList].filter((c) => /^is-|w--sticky-effects|w--animated|w--no-motion/.test(c)).sort(),
        spacer: prev?.classList.contains('w-sticky-spacer') ? prev.getBoundingClientRect().height : null,
        opacity: Number(getComputedStyle(el).opacity),
        running: el.getAnimations().filter((a) => a.playState === 'running').length,
      };
    }, id);

  it('the animated element is invisible until it is scrolled to, then plays once and ends visible', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, `/${slug}/`);
    await page.waitForFunction(() => document.documentElement.classList.contains('w-anim-armed'));
    expect(await box(page, 'animated')).toMatchObject({ opacity: 0, classes: [] });
    // Past the 4 s CSS failsafe the armed element is still waiting for the viewport.
    await page.waitForTimeout(4200);
    expect(await box(page, 'animated')).toMatchObject({ opacity: 0, classes: [] });
    await page.locator('#animated').scrollIntoViewIfNeeded();
    await frames(page);
    expect((await box(page, 'animated')).classes, 'still within its 800 ms delay').toEqual([]);
    await page.waitForFunction(() => document.getElementById('animated')!.classList.contains('w--animated'));
    await page.waitForFunction(() =>
      document
        .getElementById('animated')!
        .getAnimations()
        .every((a) => a.playState === 'finished'),
    );
    expect(await box(page, 'animated')).toMatchObject({ opacity: 1, classes: ['w--animated'], running: 0 });
    await finish(ctx);
  });

  it('under reduced motion, or with animations paused, it is simply visible', async () => {
    const ctx = await context('desktop', 'reduce');
    const page = await open(ctx, `/${slug}/`);
    await page.waitForFunction(() => document.getElementById('animated')!.classList.contains('w--animated'));
    expect(await box(page, 'animated')).toMatchObject({
      opacity: 1,
      classes: ['w--animated', 'w--no-motion'].sort(),
      running: 0,
    });
    await finish(ctx);

    const paused = await context('desktop');
    const p2 = await open(paused, `/${slug}/`);
    await p2.waitForFunction(() => document.documentElement.classList.contains('w-anim-armed'));
    expect((await box(p2, 'animated')).opacity).toBe(0);
    await p2.evaluate(() => document.documentElement.classList.add('a11y-pause-animations'));
    await frames(p2);
    expect(await box(p2, 'animated')).toMatchObject({ opacity: 1, classes: ['w--animated', 'w--no-motion'].sort() });
    await finish(paused);
  });

  const shifts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const out: string[] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[])
              out.push(
                `${e.startTime.toFixed(0)} ${e.value.toFixed(4)} ` +
                  e.sources
                    .map(
                      (x) =>
                        `${x.node?.id || x.node?.className || x.node?.nodeName} ${x.previousRect.y}->${x.currentRect.y}`,
                    )
                    .join(', '),
              );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(out), 100);
        }),
    );

  it('sticks at its offset with a spacer (no jump), takes the effects class, and stops at its parent end', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, `/${slug}/`);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    const baseline = await shifts(page);
    const start = await box(page, 'stick-in-parent');
    const after = await box(page, 'after-stick');
    const parent = await page.evaluate(() => {
      const r = document.querySelector('#sticky-parent-box > .w-container__inner')!.getBoundingClientRect();
      return { docTop: r.top + window.scrollY, docBottom: r.bottom + window.scrollY };
    });
    expect(start.classes).toEqual([]);
    expect(start.spacer).toBeNull();

    // Scrolled 100 px past its place: fixed 40 px below the viewport top, a spacer of its height holds its place.
    await scrollTo(page, start.docTop - 40 + 100);
    // The sticky code is fetched on demand: on a loaded machine it may start after this first scroll (it
    // then places the element at once), so the first state is awaited rather than read after two frames.
    await expect
      .poll(async () => (await box(page, 'stick-in-parent')).classes, { timeout: 15_000 })
      .toEqual(['is-stuck']);
    const stuck = await box(page, 'stick-in-parent');
    expect(stuck.top).toBeCloseTo(40, 0);
    expect(stuck.spacer).toBeCloseTo(start.height, 0);
    expect((await box(page, 'after-stick')).docTop, 'content after it does not move').toBeCloseTo(after.docTop, 0);

    // Past the 900 px effects offset: effects on.
    await scrollTo(page, 950);
    expect((await box(page, 'stick-in-parent')).classes).toEqual(['is-stuck', 'w--sticky-effects'].sort());

    // The parent's end scrolls by: pinned with its end on the parent's end.
    await scrollTo(page, parent.docBottom - 20);
    const pinned = await box(page, 'stick-in-parent');
    expect(pinned.classes).toEqual(['is-pinned', 'w--sticky-effects'].sort());
    expect(pinned.bottom + (await page.evaluate(() => window.scrollY))).toBeCloseTo(parent.docBottom, 0);
    expect((await box(page, 'after-stick')).docTop).toBeCloseTo(after.docTop, 0);

    // And back up the way a visitor scrolls: stuck again, then in the flow, spacer gone.
    await scrollTo(page, start.docTop + 60);
    expect((await box(page, 'stick-in-parent')).classes).toEqual(['is-stuck']);
    await scrollTo(page, 0);
    expect(await box(page, 'stick-in-parent')).toMatchObject({ classes: [], spacer: null });
    expect((await box(page, 'stick-in-parent')).docTop).toBeCloseTo(start.docTop, 0);

    // No layout shift on the way (sticking is fixed positioning over a spacer: Chrome counts no shift).
    const cls = await shifts(page);
    expect(cls.slice(baseline.length), `layout shifts after load (at load: ${baseline.join('; ')})`).toEqual([]);

    // The sticky element without a parent limit stays stuck far below its place.
    const free = await box(page, 'stick-free');
    await scrollTo(page, free.docTop + 2000);
    expect(await box(page, 'stick-free')).toMatchObject({ classes: ['is-stuck', 'w--sticky-effects'].sort() });
    expect((await box(page, 'stick-free')).top).toBeCloseTo(0, 0);
    await finish(ctx);
  });

  it('an in-page anchor after a sticky element leaves its sticky_anchor_link_offset', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, `/${slug}/`);
    // Before the runtime has started, the browser's own jump answers (without the offset this tests).
    await page.waitForFunction(() => window.arigActions !== undefined);
    await page.click('a[href="#anchor-target"]');
    await page.waitForFunction(() => document.activeElement?.id === 'anchor-target');
    const header = await page.evaluate(() => {
      const h = document.querySelector<HTMLElement>('.site-header');
      const pos = h ? getComputedStyle(h).position : 'static';
      return h && (pos === 'sticky' || pos === 'fixed') ? h.getBoundingClientRect().height : 0;
    });
    expect((await box(page, 'anchor-target')).top).toBeCloseTo(header + 120, 0);
    await finish(ctx);
  });

  it('sticky_on without mobile: not sticky on a 390 px phone, and re-evaluated 300 ms after a resize', async () => {
    const ctx = await context('mobile');
    const page = await open(ctx, `/${slug}/`);
    const free = await box(page, 'stick-free');
    const inParent = await box(page, 'stick-in-parent');
    await scrollTo(page, free.docTop + 500);
    expect(await box(page, 'stick-free')).toMatchObject({ classes: [], spacer: null });
    // The parent-bound one is sticky on every device, the phone included.
    await scrollTo(page, inParent.docTop + 100);
    // Awaited, as in the test above: the sticky code may arrive after this scroll on a loaded machine.
    await expect
      .poll(async () => (await box(page, 'stick-in-parent')).classes, { timeout: 15_000 })
      .toContain('is-stuck');
    await finish(ctx);

    const wide = await context('desktop');
    const resized = await open(wide, `/${slug}/`);
    await resized.setViewportSize({ width: 390, height: 844 });
    const at = await box(resized, 'stick-free');
    await scrollTo(resized, at.docTop + 500);
    // Polled, not slept: on a loaded machine the 300 ms debounce can fire well after 300 ms.
    await expect
      .poll(() => box(resized, 'stick-free'), { timeout: 15_000 })
      .toMatchObject({ classes: [], spacer: null });
    await resized.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => (await box(resized, 'stick-free')).classes, { timeout: 15_000 })
      .toContain('is-stuck');
    await finish(wide);
  });
});

describe('the default context', () => {
  it('sent nothing off the machine', () => {
    expect(site.blocked).toEqual([]);
  });
});
