import { describe, expect, it } from 'vitest';
import { popupSettingsSchema } from '../../engines/popup/settings';
import type { PopupSummary } from '../../data/get-popups';
import { popupConfigJson, siteUtcOffsetMinutes } from './popup-config';

describe('popup config for the browser', () => {
  it('takes the site offset from Israel time: +2 in winter, +3 in summer', () => {
    expect(siteUtcOffsetMinutes(new Date('2026-01-15T10:00:00Z'))).toBe(120);
    expect(siteUtcOffsetMinutes(new Date('2026-07-15T10:00:00Z'))).toBe(180);
    expect(siteUtcOffsetMinutes(new Date('2026-07-15T10:00:00Z'), 'UTC')).toBe(0);
  });

  it('writes JSON that cannot close its <script> element', () => {
    const popup = {
      id: '1',
      title: '</script><script>alert(1)</script>',
      settings: popupSettingsSchema.parse({}),
    } as PopupSummary;
    const json = popupConfigJson([popup], new Date('2026-01-15T10:00:00Z'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ siteUtcOffsetMinutes: 120, popups: [{ id: '1', title: popup.title }] });
  });
});
