import { describe, expect, it } from 'vitest';
import { createActionHash } from '../engines/url-actions';
import { isOpen, statusOf, usePopupFixtures } from './popup-fixtures';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();
const { createPopup, context, finish, open } = usePopupFixtures(site);

describe("a popup's dialog fetched when it opens", () => {
  it('is not left "open" when the fetch fails: once the network is back, the same link opens it', async () => {
    const id = await createPopup('בלי רשת', {});
    const ctx = await context();
    let offline = true;
    await ctx.route('**/wp-json/arig/v1/popup/**', (route) => (offline ? route.abort() : route.fallback()));
    const page = await open(ctx, '/about/', Date.now(), { engage: false });
    await page.evaluate(
      (href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'לחלון';
        document.querySelector('main')?.prepend(link);
      },
      createActionHash('popup:open', { id }),
    );
    await page.getByRole('link', { name: 'לחלון' }).click();
    await expect.poll(() => statusOf(page, id)).toBe('shown');
    expect(await isOpen(page, id)).toBe(false);

    offline = false;
    await page.getByRole('link', { name: 'לחלון' }).click();
    await page.clock.runFor(300);
    await expect.poll(() => isOpen(page, id)).toBe(true);
    expect(await statusOf(page, id)).toBe('open');
    await finish(ctx);
  });
});
