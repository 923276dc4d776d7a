import type { BrowserContext } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatWidget as seededChat } from '../cms/seed/content/chat';
import { siteSettings } from '../cms/seed/content/pages';
import { demoUsers } from '../cms/seed/users';
import { openChatPage, opened, runToSincePaint, state, waLink } from './chat-pages';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

const site = useSiteUnderTest();

/** Every setting the journeys touch, back to the seeded state before each test. */
const baseline = {
  ...seededChat,
  messageBadge: false,
  mobileOnly: false,
  whatsappWeb: false,
  qr: false,
  optinText: '',
  optinCheck: false,
  hiddenPaths: [],
  tracking: { gaEvent: 'generate_lead', gads: '', dataLayer: '' },
};
const sitePhone = siteSettings.whatsapp?.replace(/[^0-9]/g, '') ?? '';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let token = '';
async function setChat(settings: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${site.url}/api/globals/chat-widget`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ ...baseline, ...settings }),
  });
  if (!res.ok) throw new Error(`updating the chat settings failed: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  token = await signIn(site.url, demoUsers.admin);
});
beforeEach(() => setChat({}));

function context(kind: 'desktop' | 'mobile', scale = 1): Promise<BrowserContext> {
  return guardedContext(
    site.browser,
    site.url,
    kind === 'mobile'
      ? { viewport: { width: 390, height: 844 }, userAgent: iphone, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 }, deviceScaleFactor: scale },
  );
}

/** Every journey ends here: no request left the machine and no script error happened. */
const finish = finishGuarded;

describe('floating WhatsApp button: timing', () => {
  it('shows after button_delay with a tooltip, and opens the CTA by itself only from the second page view', async () => {
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    expect((await state(page)).shown).toBe(false);
    await runToSincePaint(page, 2900);
    expect((await state(page)).shown).toBe(false);
    await page.clock.runFor(200);
    expect(await state(page)).toMatchObject({ shown: true, tooltip: true, open: false });
    await page.clock.runFor(11_000);
    expect((await state(page)).open, 'first page view: message_views is 2').toBe(false);

    const second = await openChatPage(ctx, '/about/');
    await runToSincePaint(second, 12_900);
    expect((await state(second)).open).toBe(false);
    await second.clock.runFor(200);
    expect(await state(second)).toMatchObject({ open: true, expanded: 'true', focusInBox: false });
    await finish(ctx);
  });

  it("without the visitor's engagement: the button on time from the fragment alone, its code only when the message is near", async () => {
    const ctx = await context('desktop');
    const page = await ctx.newPage();
    const code: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/widget\.[\w-]+\.js$/.test(r.url())) code.push(r.url());
    });
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 5000);
    await page.goto('/articles/');
    await page.waitForSelector('[data-chat-src][data-ready], [data-chat]', { state: 'attached' });
    await page.clock.runFor(1500);
    await page.waitForSelector('[data-chat]', { state: 'attached' });
    await page.clock.runFor(1400);
    expect((await state(page)).shown).toBe(false);
    await page.clock.runFor(200);
    expect(await state(page)).toMatchObject({ shown: true, tooltip: false, open: false });
    expect(await page.locator('[data-chat]').evaluate((c) => getComputedStyle(c).position), 'its CSS came too').toBe(
      'fixed',
    );
    // The seeded message is due 10 s after the button: the code comes 1.5 s before it, unasked.
    await page.clock.runFor(8000);
    expect(code).toEqual([]);
    await page.clock.runFor(600);
    await page.waitForSelector('[data-chat][data-ready]', { state: 'attached' });
    expect(code.length).toBe(1);
    await page.clock.runFor(100);
    expect((await state(page)).tooltip, 'the state machine, now running, adds the tooltip').toBe(true);

    // A press on the button before its code has come is answered once it has.
    const pressed = await ctx.newPage();
    await pressed.goto('/about/');
    await pressed.waitForSelector('[data-chat-src][data-ready], [data-chat]', { state: 'attached' });
    await pressed.clock.runFor(1500); // the context's clock, paused as for the first page
    await pressed.waitForSelector('[data-chat]', { state: 'attached' });
    await pressed.clock.runFor(1600);
    await pressed.locator('[data-chat-button]').waitFor({ state: 'visible' });
    expect(await pressed.locator('[data-chat][data-ready]').count()).toBe(0);
    await pressed.locator('[data-chat-button]').click();
    await expect.poll(async () => (await state(pressed)).open).toBe(true);
    await finish(ctx);
  });

  it('#joinchat opens at once and ?joinchat=2 at 2.7 s; a seen CTA never opens by itself again', async () => {
    const ctx = await context('desktop');
    const hash = await openChatPage(ctx, '/articles/#joinchat');
    await hash.clock.runFor(650);
    expect((await state(hash)).open).toBe(false);
    await hash.clock.runFor(100);
    expect((await state(hash)).open).toBe(true);
    await hash.click('[data-chat-close]');
    expect((await state(hash)).open).toBe(false);

    const query = await openChatPage(ctx, '/about/?joinchat=2');
    await query.clock.runFor(1900);
    expect((await state(query)).shown).toBe(false);
    await query.clock.runFor(200);
    expect((await state(query)).shown).toBe(true);
    await query.clock.runFor(700);
    expect((await state(query)).open).toBe(true);

    const later = await openChatPage(ctx, '/articles/');
    await runToSincePaint(later, 20_000);
    expect(await state(later), 'the closed CTA is stored as seen').toMatchObject({ open: false, tooltip: false });
    await finish(ctx);
  });
});

describe('floating WhatsApp button: opening', () => {
  it('is a real button: Enter opens the chatbox with focus inside, Escape closes and returns focus', async () => {
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    await runToSincePaint(page, 3100);
    await page.focus('[data-chat-button]');
    expect(await page.textContent('[data-chat-button] [data-chat-name]')).toContain('פתיחת צ׳אט וואטסאפ');
    await page.keyboard.press('Enter');
    expect(await state(page)).toMatchObject({ open: true, expanded: 'true', focusInBox: true });
    await page.clock.resume();
    await expectNoAxeViolations(page, '/articles/ with the chatbox open');
    await page.keyboard.press('Escape');
    expect(await state(page)).toMatchObject({ open: false, expanded: 'false', focusOnButton: true });
    await finish(ctx);
  });

  it('opens the exact wa.me address in a new window with noopener, and announces the chat event', async () => {
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    await runToSincePaint(page, 3100);
    await page.click('[data-chat-button]');
    await page.click('[data-chat-open]');
    expect(await opened(page), 'a second open within 600 ms of the chatbox showing is ignored').toEqual([]);
    await page.clock.runFor(700);
    await page.click('[data-chat-open]');
    const text = `שלום, הגעתי מהאתר ${siteSettings.businessName} (${site.url}/articles/)`;
    expect(await opened(page)).toEqual([[waLink(sitePhone, text), 'joinchat', 'noopener']]);
    const events = await page.evaluate(() => (window as unknown as { chatEvents: unknown[] }).chatEvents);
    expect(events).toEqual([
      expect.objectContaining({ chat_id: sitePhone, trigger: 'contact', is_mobile: 'no', chat_message: text }),
    ]);
    await finish(ctx);
  });

  it('opens on hover after 1500 ms on desktop; leaving earlier cancels', async () => {
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    await runToSincePaint(page, 3100);
    await page.hover('[data-chat-button]');
    await page.clock.runFor(1400);
    await page.mouse.move(10, 10);
    await page.clock.runFor(1000);
    expect((await state(page)).open).toBe(false);
    await page.hover('[data-chat-button]');
    await page.clock.runFor(1500);
    expect(await state(page)).toMatchObject({ open: true, focusInBox: false });
    await finish(ctx);
  });

  it('page elements open the chatbox or the app, with data-phone and data-message overriding the settings', async () => {
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML(
        'afterbegin',
        `<a href="#" class="joinchat_app" id="t-app" data-phone="+1 555 010 0222" data-message="hi there">app</a>
         <button type="button" class="arig-chat-open" id="t-open">open</button>
         <a href="#whatsapp" id="t-hash">hash</a>`,
      );
    });
    await page.click('#t-app');
    expect(await opened(page)).toEqual([[waLink('15550100222', 'hi there'), 'joinchat', 'noopener']]);
    await page.click('#t-open');
    expect((await state(page)).open).toBe(true);
    await page.clock.runFor(700);
    await page.click('[data-chat-close]');
    await page.click('#t-hash');
    expect((await opened(page)).length).toBe(2);
    expect((await opened(page))[1]?.[0]).toMatch(new RegExp(`^https://wa\\.me/${sitePhone}\\?text=`));
    await finish(ctx);
  });

  it('a press on a chat link before its code has come loads it at once, and is answered', async () => {
    const ctx = await context('desktop');
    const page = await ctx.newPage();
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 5000);
    await page.goto('/articles/');
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('afterbegin', '<button type="button" class="arig-chat-open" id="t-early">צ׳אט</button>'),
    );
    expect(await page.locator('[data-chat]').count(), 'its time has not come').toBe(0);
    await page.click('#t-early');
    await page.waitForSelector('[data-chat][data-ready]', { state: 'attached' });
    await expect.poll(async () => (await state(page)).open).toBe(true);
    await finish(ctx);
  });

  it('with an unticked opt-in the chatbox asks for consent instead of opening the app', async () => {
    await setChat({ optinText: 'קראתי את [מדיניות הפרטיות](/privacy-policy/)', optinCheck: true });
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/');
    await runToSincePaint(page, 3100);
    await page.click('[data-chat-button]');
    await page.clock.runFor(700);
    await page.click('[data-chat-open]');
    expect(await opened(page)).toEqual([]);
    expect(await page.isVisible('[data-chat-optin-needed]')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-optin');
    expect(await page.getAttribute('.chat__optin a', 'href')).toBe('/privacy-policy/');
    await page.clock.resume();
    await expectNoAxeViolations(page, 'the chatbox asking for consent');
    await page.check('#chat-optin');
    await page.click('[data-chat-open]');
    expect((await opened(page)).length).toBe(1);
    await finish(ctx);
  });

  it('uses WhatsApp Web on desktop when asked, and mobile_only hides the button on desktop while links still work', async () => {
    await setChat({ whatsappWeb: true, mobileOnly: true });
    const ctx = await context('desktop');
    const page = await openChatPage(ctx, '/articles/#joinchat');
    await page.evaluate(() =>
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<a href="#joinchat" id="t">chat</a>'),
    );
    await page.clock.runFor(5000);
    expect(await state(page)).toMatchObject({ shown: false, open: false });
    await page.click('#t');
    expect((await opened(page)).at(-1)?.[0]).toMatch(
      new RegExp(`^https://web\\.whatsapp\\.com/send\\?phone=${sitePhone}&text=`),
    );
    await finish(ctx);
  });
});

describe('floating WhatsApp button: mobile, QR and where it shows', () => {
  it('on mobile hides while a text field outside it has focus (200 ms), closing the chatbox first (400 ms)', async () => {
    const ctx = await context('mobile');
    const page = await openChatPage(ctx, '/articles/');
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('afterbegin', '<label>שם <input id="t-field" type="text"></label>'),
    );
    await runToSincePaint(page, 3100);
    await page.clock.resume();
    await expectNoAxeViolations(page, '/articles/ on a phone with the chat button');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.focus('#t-field');
    await page.clock.runFor(150);
    expect((await state(page)).shown).toBe(true);
    await page.clock.runFor(100);
    expect((await state(page)).shown).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(250);
    expect((await state(page)).shown).toBe(true);

    await page.tap('[data-chat-button]');
    expect((await state(page)).open).toBe(true);
    await page.focus('#t-field');
    await page.clock.runFor(250);
    expect(await state(page)).toMatchObject({ open: false, shown: true });
    await page.clock.runFor(400);
    expect((await state(page)).shown).toBe(false);
    await finish(ctx);
  });

  it('draws the QR code on desktop only, its code fetched only when first shown', async () => {
    await setChat({ qr: true });
    const desktop = await context('desktop', 2);
    const page = await openChatPage(desktop, '/articles/');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await runToSincePaint(page, 3100);
    await page.click('[data-chat-button]');
    expect(await page.locator('[data-chat-qr] canvas').count()).toBe(0);
    const before = scripts.length;
    await page.hover('[data-chat-open]');
    await page.waitForSelector('[data-chat-qr] canvas', { state: 'attached' });
    expect(scripts.length, 'the QR chunk loads on first show').toBeGreaterThan(before);
    expect(await page.getAttribute('[data-chat-qr] canvas', 'width')).toBe('400');
    expect(await page.isVisible('[data-chat-qr] canvas')).toBe(true);
    await finish(desktop);

    const mobile = await context('mobile');
    const phone = await openChatPage(mobile, '/articles/');
    await runToSincePaint(phone, 3100);
    await phone.tap('[data-chat-button]');
    await phone.hover('[data-chat-open]');
    await phone.clock.runFor(500);
    expect(await phone.locator('[data-chat-qr] canvas').count()).toBe(0);
    await finish(mobile);
  });

  it('is absent from the pages the owner hid it on, and from every page when turned off', async () => {
    await setChat({ hiddenPaths: [{ path: '/about/' }] });
    const ctx = await context('desktop');
    const page = await ctx.newPage();
    // The page holds a slot where the chat goes (its markup comes with its code, after the paint).
    await page.goto('/about/');
    expect(await page.locator('[data-chat-src]').count()).toBe(0);
    await page.goto('/articles/');
    await page.locator('[data-chat][data-ready]').waitFor({ state: 'attached' });
    await setChat({ enabled: false });
    await page.goto('/articles/');
    await page.waitForLoadState('load');
    expect(await page.locator('[data-chat-src], [data-chat]').count()).toBe(0);
    await finish(ctx);
  });

  it('refuses a colour too light for white text, and an invalid WhatsApp number in the site settings, in Hebrew', async () => {
    const post = (slug: string, body: object) =>
      fetch(`${site.url}/api/globals/${slug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      });
    const colour = await post('chat-widget', { ...baseline, color: '#25d366' });
    expect(colour.status).toBe(400);
    expect(JSON.stringify(await colour.json())).toContain('צבע הכפתור');
    const phone = await post('site-settings', { ...siteSettings, whatsapp: 'call me' });
    expect(phone.status).toBe(400);
    expect(JSON.stringify(await phone.json())).toContain('מספר וואטסאפ');
  });
});
