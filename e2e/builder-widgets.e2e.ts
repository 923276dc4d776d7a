import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateLayout } from '../builder/layout';
import { xssCorpus } from '../builder/xss-corpus';
import { frames, layout, useBuilderTestPages, type LayoutNode } from './builder-test-pages';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

/**
 * Builder widgets in the browser (issue 3): keyboard journeys on the seeded pages, axe in default and
 * expanded states on desktop and a phone, and the XSS corpus saved through REST into every string field.
 * The entrance-animation and sticky runtime has its own journey (motion-sticky.e2e.ts).
 */
const site = useSiteUnderTest();
const stamp = Date.now();
const { createPage, context, open, finish } = useBuilderTestPages(site);

describe('keyboard', () => {
  it('tabs: in RTL ArrowLeft selects the next tab and ArrowRight the previous; Home/End; the panel follows', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, '/services/');
    const tabs = page.locator('[role="tab"]');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await tabs.first().focus();
    await page.waitForSelector('[role="tablist"][data-ready]', { state: 'attached' });
    const state = () =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
        const selected = all.findIndex((t) => t.getAttribute('aria-selected') === 'true');
        const panel = document.getElementById(all[selected]?.getAttribute('aria-controls') ?? '');
        const shown = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
          (p) => p.getClientRects().length > 0,
        );
        return {
          focused: all.indexOf(document.activeElement as HTMLElement),
          selected,
          tabindex: all.map((t) => t.tabIndex),
          panelShown: shown.length === 1 && shown[0] === panel,
        };
      });
    expect(await state()).toMatchObject({ focused: 0, selected: 0, panelShown: true });
    await page.keyboard.press('ArrowLeft');
    expect(await state()).toMatchObject({ focused: 1, selected: 1, panelShown: true });
    expect((await state()).tabindex.filter((t) => t === 0)).toEqual([0]);
    await page.keyboard.press('ArrowRight');
    expect(await state()).toMatchObject({ focused: 0, selected: 0, panelShown: true });
    await page.keyboard.press('ArrowRight');
    expect(await state(), 'ArrowRight on the first tab wraps to the last').toMatchObject({
      focused: count - 1,
      selected: count - 1,
    });
    await page.keyboard.press('Home');
    expect(await state()).toMatchObject({ focused: 0, selected: 0, panelShown: true });
    await page.keyboard.press('End');
    expect(await state()).toMatchObject({ focused: count - 1, selected: count - 1, panelShown: true });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await finish(ctx);
  });

  it('accordion: Enter and Space open an item, and opening one closes the other', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, '/services/');
    const summaries = page.locator('.w-accordion summary');
    expect(await summaries.count()).toBeGreaterThanOrEqual(2);
    const openStates = () => page.$$eval('.w-accordion details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    const before = await openStates();
    await summaries.nth(0).focus();
    if (before[0]) await page.keyboard.press('Enter'); // close it first when the page opens it by default
    expect((await openStates())[0]).toBe(false);
    await page.keyboard.press('Enter');
    expect((await openStates())[0]).toBe(true);
    await summaries.nth(1).focus();
    await page.keyboard.press('Space');
    expect((await openStates()).slice(0, 2), 'one item at a time').toEqual([false, true]);
    await page.keyboard.press('Enter');
    expect((await openStates())[1]).toBe(false);
    await finish(ctx);
  });

  it('toggle: Enter and Space open items independently', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, '/about/');
    const summaries = page.locator('.w-toggle summary');
    expect(await summaries.count()).toBeGreaterThanOrEqual(2);
    const openStates = () => page.$$eval('.w-toggle details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    expect((await openStates()).slice(0, 2)).toEqual([false, false]);
    await summaries.nth(0).focus();
    await page.keyboard.press('Enter');
    await summaries.nth(1).focus();
    await page.keyboard.press('Space');
    expect((await openStates()).slice(0, 2)).toEqual([true, true]);
    await page.keyboard.press('Space');
    expect((await openStates()).slice(0, 2)).toEqual([true, false]);
    await finish(ctx);
  });

  it('alert: dismissed from the keyboard, focus moves to the content after it', async () => {
    const ctx = await context('desktop');
    const page = await open(ctx, '/');
    await page.locator('.w-alert').scrollIntoViewIfNeeded();
    const button = page.locator('.w-alert [data-alert-dismiss]');
    await button.waitFor({ state: 'visible' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.w-alert').isHidden()).toBe(true);
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        inMain: Boolean(el?.closest('main')),
        visible: Boolean(el && el.getClientRects().length > 0),
        hasContent: Boolean(el?.textContent?.trim()),
        inAlert: Boolean(el?.closest('.w-alert')),
      };
    });
    expect(focus).toEqual({ inMain: true, visible: true, hasContent: true, inAlert: false });
    await finish(ctx);
  });

  it('counter: shows its final number after counting up in view, and at once under reduced motion', async () => {
    const finals = async (page: Page) =>
      page.$$eval('.w-counter [data-counter-end]', (els) =>
        els.map((el) => ({ text: el.textContent, end: (el as HTMLElement).dataset.counterEnd })),
      );
    const ctx = await context('desktop');
    const page = await open(ctx, '/');
    const expected = (await finals(page)).map((f) => f.text);
    expect(expected.length).toBeGreaterThan(0);
    await page.locator('.w-counter').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.w-counter [data-counter-end]')?.dataset.ready === 'yes',
    );
    await page.waitForTimeout(300);
    expect((await finals(page)).map((f) => f.text)).not.toEqual(expected); // counting
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('.w-counter [data-counter-end]')].every((el, i) => el.textContent === want[i]),
      expected,
      { timeout: 10_000 },
    );
    await finish(ctx);

    const still = await context('desktop', 'reduce');
    const calm = await open(still, '/');
    await calm.locator('.w-counter').first().scrollIntoViewIfNeeded();
    await calm.waitForFunction(
      () => document.querySelector<HTMLElement>('.w-counter [data-counter-end]')?.dataset.ready === 'yes',
    );
    await frames(calm);
    expect((await finals(calm)).map((f) => f.text)).toEqual(expected);
    await finish(still);
  });
});

describe('axe on the seeded builder pages', () => {
  /** Every accordion/toggle item open and the second tab of every tab list selected. */
  const expand = async (page: Page) => {
    if (await page.locator('[role="tablist"]').count())
      await page.waitForSelector('[role="tablist"][data-ready]', { state: 'attached' });
    await page.$$eval('details', (ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const lists = page.locator('[role="tablist"]');
    for (let i = 0; i < (await lists.count()); i++) {
      const second = lists.nth(i).locator('[role="tab"]').nth(1);
      await second.click();
      expect(await second.getAttribute('aria-selected')).toBe('true');
    }
  };
  for (const kind of ['desktop', 'mobile'] as const) {
    it(`home, about and services have no violations, default and expanded (${kind})`, async () => {
      const ctx = await context(kind);
      for (const path of ['/', '/about/', '/services/']) {
        const page = await open(ctx, path);
        // Reach every widget once so islands and animations are in their visible state.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(300);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, `${path} (${kind})`);
        await expand(page);
        await expectNoAxeViolations(page, `${path} expanded (${kind})`);
        await page.close();
      }
      await finish(ctx);
    });
  }
});

const corpus = xssCorpus;

/** One widget of each kind with string fields, every string field named. */
function xssWidgets(x: string): LayoutNode[] {
  const common = { anchor_id: x, css_classes: x };
  return [
    { type: 'heading', props: { id: 'h', ...common, text: x, link: x, tag: 'h2' } },
    { type: 'button', props: { id: 'b', text: x, link: x } },
    { type: 'text-editor', props: { id: 't', html: x } },
    { type: 'accordion', props: { id: 'a', items: [{ title: x, content: x }] } },
    { type: 'toggle', props: { id: 'g', items: [{ title: x, content: x, open: true }] } },
    { type: 'tabs', props: { id: 's', items: [{ title: x, content: x }] } },
    { type: 'icon-list', props: { id: 'i', items: [{ text: x, link: x, icon: 'check' }] } },
    { type: 'alert', props: { id: 'l', title: x, description: x } },
    { type: 'counter', props: { id: 'c', prefix: x, suffix: x, title: x } },
    { type: 'contact-buttons', props: { id: 'k', phone: x, email: x, whatsapp: x, whatsapp_text: x } },
    { type: 'progress-bar', props: { id: 'p', title: x, inner_text: x } },
    { type: 'table-of-contents', props: { id: 'o', title: x } },
    { type: 'nav-menu', props: { id: 'n', label: x } },
    { type: 'image', props: { id: 'm', alt: x, caption: x, link: x, media_id: x } },
  ];
}
/** Fallbacks for fields the server refuses a payload in (the valid defaults). */
const fallback: Record<string, unknown> = {
  anchor_id: '',
  css_classes: '',
  link: '/',
  phone: '03-5550123',
  email: '',
  whatsapp: '',
  media_id: '',
};

function setPath(target: unknown, path: string[], value: unknown) {
  let node = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

describe('XSS corpus in every string field', () => {
  it('each save is refused with 400 or stored safely, and the public page runs none of it', async () => {
    const ctx = await context('desktop');
    const page = await ctx.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    let refusedSaves = 0;
    let renderedPages = 0;
    let shownAsText = 0;
    for (const [n, payload] of corpus.entries()) {
      const content = xssWidgets(payload);
      const slug = `e2e-xss-${stamp}-${n}`;
      let res = await createPage(slug, content);
      // The server answers a refusal with one Hebrew message; the same validator (builder/layout.ts) names
      // the refused fields, which fall back to a valid value before saving again, so every field that
      // accepts the payload is still exercised.
      const local = validateLayout(layout(content));
      expect(res.status === 400, `server and validator agree on ${JSON.stringify(payload)}`).toBe(!local.ok);
      if (!local.ok) {
        refusedSaves++;
        let errors = local.errors;
        for (let round = 0; errors.length > 0 && round < 5; round++) {
          for (const { path } of errors) {
            const keys = path.split('.');
            expect(keys[0], `refusal at ${path}`).toBe('content');
            const field = keys.at(-1)!;
            setPath({ content }, keys, field in fallback ? fallback[field] : 'טקסט');
          }
          const again = validateLayout(layout(content));
          errors = again.ok ? [] : again.errors;
        }
        expect(errors).toEqual([]);
        res = await createPage(slug, content);
      }
      expect(res.status, `save with ${JSON.stringify(payload)}`).toBe(201);
      const saved = (await res.json()) as { doc: { layout: { content: LayoutNode[] } } };
      const stored = (type: string) => saved.doc.layout.content.find((c) => c.type === type)?.props;
      // Rich text is stored sanitised; plain text is stored as typed and escaped when rendered.
      expect(String(stored('text-editor')?.html)).not.toMatch(
        /<(script|iframe|svg|math|style)|<[^>]*\son\w+\s*=|<[^>]*\b(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i,
      );

      await page.goto(`/${slug}/`);
      renderedPages++;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      const report = await page.evaluate(() => {
        const root = document.querySelector('main .builder-page');
        const bad: string[] = [];
        for (const el of root?.querySelectorAll('*') ?? []) {
          const tag = el.tagName.toLowerCase();
          if (['script', 'iframe', 'object', 'embed', 'style', 'foreignobject'].includes(tag)) bad.push(`<${tag}>`);
          for (const a of el.attributes) {
            if (a.name.startsWith('on')) bad.push(`${tag}[${a.name}]`);
            if (
              ['href', 'src', 'action', 'formaction'].includes(a.name) &&
              /^\s*(javascript|data|vbscript):/i.test(a.value)
            )
              bad.push(`${tag}[${a.name}=${a.value}]`);
          }
        }
        return { bad, xss: (window as unknown as { __xss?: unknown }).__xss ?? null, text: root?.textContent ?? '' };
      });
      expect(report.bad, `executable markup for ${JSON.stringify(payload)}`).toEqual([]);
      expect(report.xss).toBeNull();
      // Text fields that kept the payload show it as text (bidi controls are refused by the schema).
      const headingText = stored('heading')?.text;
      if (headingText === payload) {
        shownAsText++;
        expect(report.text).toContain(payload);
      }
    }
    expect(renderedPages).toBe(corpus.length);
    expect(shownAsText, 'markup payloads kept in a heading show as text').toBeGreaterThan(5);
    expect(refusedSaves, 'URL, phone and id fields refuse script payloads').toBeGreaterThan(0);
    expect(dialogs, 'no payload opened a dialog').toEqual([]);
    await finish(ctx);
  });
});

describe('the default context', () => {
  it('sent nothing off the machine', () => {
    expect(site.blocked).toEqual([]);
  });
});
