import { describe, expect, it } from 'vitest';
import { readPopupConfig } from './config';

describe('readPopupConfig', () => {
  it('keeps well-formed entries and the site offset', () => {
    const text = JSON.stringify({
      siteUtcOffsetMinutes: 120,
      popups: [
        { id: '3', title: 'א', settings: { page_load: true } },
        { id: 'x', title: 'ב', settings: {} },
        { id: '4', title: 5, settings: {} },
        { id: '5', title: 'ג' },
        null,
      ],
    });
    const config = readPopupConfig(text);
    expect(config.siteUtcOffsetMinutes).toBe(120);
    expect(config.popups.map((p) => p.id)).toEqual(['3']);
  });

  it('reads broken or foreign JSON as no popups', () => {
    for (const text of ['', '{', 'null', '[]', '{"popups":{}}', undefined]) {
      expect(readPopupConfig(text)).toEqual({ siteUtcOffsetMinutes: 0, popups: [] });
    }
    expect(readPopupConfig('{"siteUtcOffsetMinutes":"120","popups":[]}').siteUtcOffsetMinutes).toBe(0);
  });
});
