import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { expectNoAxeViolations } from './harness';
import { dialog, isOpen, usePopupFixtures } from './popup-fixtures';
import { useSiteUnderTest } from './site-under-test';

/**
 * Popups seen from the studio: the explainer of why each popup shows or not, builder widgets inside a
 * popup, a popup opened from its admin view in the builder, and the seeded newsletter popup.
 */
const site = useSiteUnderTest();
const { createPopup, context, finish, open } = usePopupFixtures(site);

describe('popups in the studio and the builder', () => {
  it('explainer: an editor sees every popup with each condition and trigger and why; a visitor sees nothing', async () => {
    const blocked = await createPopup('רק בנייד', {
      page_load: true,
      page_load_delay: 30,
      devices: true,
      devices_devices: ['mobile'],
    });
    const waiting = await createPopup('ממתין', { scrolling: true, scrolling_offset: 80 });
    const visitor = await context();
    const anonymous = await open(visitor, '/about/#popup-explain');
    await anonymous.clock.runFor(1000);
    await anonymous.clock.resume();
    await anonymous.waitForTimeout(500);
    expect(await anonymous.locator('.popup-explainer').count()).toBe(0);
    await finish(visitor);

    const ctx = await context();
    const login = await ctx.request.post('/api/users/login', {
      data: { email: demoUsers.editor.email, password: demoUsers.editor.password },
    });
    expect(login.ok()).toBe(true);
    const page = await open(ctx, '/about/#popup-explain');
    await page.clock.resume();
    const panel = page.getByRole('region', { name: 'חלונות קופצים בדף הזה' });
    await panel.waitFor();
    const blockedText = await panel.locator(`[data-explain-popup="${blocked}"]`).innerText();
    expect(blockedText).toContain('רק בנייד');
    expect(blockedText).toContain('מכשירים: לא התקיים — המכשיר: מחשב — לא נבחר');
    expect(blockedText).toContain('בטעינת הדף: לא הופעל');
    const waitingText = await panel.locator(`[data-explain-popup="${waiting}"]`).innerText();
    expect(waitingText).toContain('כל התנאים מתקיימים; ממתין לטריגר');
    expect(waitingText).toContain('בגלילה: ממתין — ממתין לגלילה של 80% מהדף');
    await expectNoAxeViolations(page, '/about/ with the popup explainer');
    await finish(ctx);
  });

  it("a popup's builder widgets work inside it (tabs island); its dialog adds only the styles the page lacks", async () => {
    const id = await createPopup('לשוניות', { page_load: true, page_load_delay: 1 }, [
      {
        type: 'tabs',
        props: {
          id: 'popup-tabs',
          items: [
            { title: 'ראשונה', content: '<p>תוכן ראשון</p>' },
            { title: 'שנייה', content: '<p>תוכן שני</p>' },
          ],
        },
      },
    ]);
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(1300);
    expect(await isOpen(page, id)).toBe(true);
    const second = dialog(page, id).getByRole('tab', { name: 'שנייה' });
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('false');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    expect(await dialog(page, id).getByText('תוכן שני').isVisible()).toBe(true);
    // The about page's layout brought the widgets' base sheet; the dialog's copy of it was left out.
    const sheets = await page
      .locator('style[data-style]')
      .evaluateAll((all) => all.map((s) => s.getAttribute('data-style')));
    expect(sheets.length).toBeGreaterThan(2);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(await page.locator('.popups style[data-style="popup"]').count()).toBe(1);
    await finish(ctx);
  });

  it('studio: a popup opens from its admin view in the builder', async () => {
    const id = await createPopup('מהסטודיו', { page_load: true, page_load_delay: 30 });
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto('/admin/login');
    await page.fill('#field-email', demoUsers.editor.email);
    await page.fill('#field-password', demoUsers.editor.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/admin\/?$/);
    await page.goto(`/admin/collections/popups/${id}`);
    const link = page.getByRole('link', { name: 'עריכה בבונה' });
    await link.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => ((await page.textContent('form')) ?? '').includes('טריגרים (מתי לפתוח)'), { timeout: 15_000 })
      .toBe(true);
    await link.click();
    await page.waitForURL(new RegExp(`/admin/builder/popups/${id}$`));
    await expect
      .poll(() => page.getByRole('button', { name: 'פרסום' }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await finish(ctx);
  });

  it('the seeded newsletter opens 5 s after an article loads, its dialog fetched then', async () => {
    const ctx = await context();
    // A reader who has not moved yet: the dialog is fetched when it is due.
    const page = await open(ctx, '/understanding-gsm/', Date.now(), { engage: false });
    const newsletter = page.getByRole('dialog', { name: 'הניוזלטר של אריג' });
    await page.clock.runFor(4900);
    expect(await page.locator('dialog').count()).toBe(0);
    await page.clock.runFor(300);
    await expect.poll(() => newsletter.isVisible()).toBe(true);
    await finish(ctx);
  });
});
