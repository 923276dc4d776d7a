import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { ChatWidget } from './chat-widget';
import { SiteSettings } from './site-settings';

type Validate = (value: unknown, options: unknown) => true | string;
function validatorOf(name: string, fields: Field[] = ChatWidget.fields): Validate {
  for (const f of fields) {
    if ('name' in f && f.name === name && 'validate' in f && f.validate) return f.validate as Validate;
    const nested = 'fields' in f ? f.fields : 'tabs' in f ? f.tabs.flatMap((t) => t.fields) : null;
    if (nested) {
      try {
        return validatorOf(name, nested);
      } catch {
        // not in this group
      }
    }
  }
  throw new Error(`no validated field ${name}`);
}
const check = (name: string, value: unknown) => validatorOf(name)(value, {});

describe('the WhatsApp number, one for the whole site', () => {
  it('lives in the site settings only: 6–15 digits with an optional +, or none (then no chat button)', () => {
    const whatsapp = validatorOf('whatsapp', SiteSettings.fields);
    for (const ok of ['+972525550123', '052-555-0123', '0525550123', '', null]) expect(whatsapp(ok, {})).toBe(true);
    for (const bad of ['call me', '12345', '+1234567890123456', '052 555 0123 ext 4'])
      expect(whatsapp(bad, {})).toMatch(/מספר וואטסאפ/);
    expect(() => validatorOf('telephone')).toThrow();
  });
});

describe('chat widget settings validation', () => {
  it('refuses a button colour too light for its white icon and text (4.5:1)', () => {
    expect(check('color', '#0a7d5a')).toBe(true);
    expect(check('color', '#25d366')).toMatch(/ניגודיות/);
    expect(check('color', 'green')).toMatch(/#RRGGBB/);
  });

  it('takes tracking names only as identifiers and Ads targets in their format', () => {
    expect(check('dataLayer', 'dataLayer')).toBe(true);
    expect(check('dataLayer', 'x;alert(1)')).toMatch(/JavaScript/);
    expect(check('gads', 'AW-123456789/AbC-d_1')).toBe(true);
    expect(check('gads', 'AW-1/x"><script>')).toMatch(/Google Ads/);
  });

  it('takes hidden pages as site paths only', () => {
    expect(check('path', '/checkout/')).toBe(true);
    expect(check('path', '/shop/*')).toBe(true);
    for (const bad of ['checkout', 'https://evil.example/', '/a b', '/x?y=1'])
      expect(check('path', bad)).toMatch(/נתיב/);
  });
});
