import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import type { TrackingConfig } from '../../engines/consent/vendors';

const config: TrackingConfig = {
  ga4: 'G-TEST1234',
  metaPixel: '123456789012345',
  consentVersion: 1,
  siteHost: 'arig.example',
  visits: { cookieDays: 7, sessionMinutes: 60, externalIdDays: 180, model: 'first_visit' },
};

describe('cookie table', () => {
  it('lists only the necessary cookies when no vendor is configured', () => {
    const { html, islands } = renderWidget('cookie-table', {}, { tracking: null });
    expect(islands).toEqual([]);
    expect(html).toContain('<caption>העוגיות באתר</caption>');
    expect(html).toContain('<bdi dir="ltr">arig_consent</bdi>');
    expect(html).not.toContain('Google');
  });

  it('sets the table in its typography group when one is chosen', () => {
    const { html } = renderWidget('cookie-table', { typo_table_line_height: 1.8 }, { tracking: null });
    expect(html).toContain('<table class="w-cookie-table w--tl" style="--w-lh:1.8">');
    expect(renderWidget('cookie-table', {}, { tracking: null }).html).toContain('<table class="w-cookie-table">');
  });

  it('adds each configured vendor with its lifetimes from the settings', () => {
    const { html } = renderWidget('cookie-table', { caption: 'עוגיות' }, { tracking: config });
    expect(html).toContain('<bdi dir="ltr">Google Analytics</bdi>');
    expect(html).toContain('<bdi dir="ltr">_fbp, _fbc</bdi>');
    expect(html).toContain('<td>180 ימים</td>');
    expect(html).toContain('<td>7 ימים</td>');
    expect(html).not.toContain('Clarity');
  });
});
