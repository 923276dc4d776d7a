import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSettingsView } from '../../data/types';
import { SiteFooter } from './SiteFooter';
import { socialIcons } from './social-icons';

const settings = {
  businessName: 'אריג – הנדסת טקסטיל',
  legalName: null,
  companyId: null,
  address: { street: 'רחוב האורגים 12', city: 'חולון', postalCode: null },
  phone: '03-5550123',
  email: 'info@arig.example',
  whatsapp: null,
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/arig.example' },
    { network: 'instagram', url: 'https://www.instagram.com/arig.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/arig-example' },
    { network: 'youtube', url: 'https://www.youtube.com/@arig' },
    { network: 'x', url: 'https://x.com/arig' },
    { network: 'mastodon', url: 'https://mastodon.example/@arig' },
  ],
} as SiteSettingsView;

const render = (s: SiteSettingsView = settings) =>
  renderToStaticMarkup(<SiteFooter settings={s} groups={[]} year={2026} />);

/** Each social link's markup, in order. */
const links = (html: string) => [...html.matchAll(/<a class="site-footer__social-link"[^>]*>([^]*?)<\/a>/g)];

describe('SiteFooter: social links', () => {
  it('draws an icon per network, hidden from screen readers, and names each link in Hebrew', () => {
    const found = links(render());
    expect(found).toHaveLength(6);
    const names = ['פייסבוק', 'אינסטגרם', 'לינקדאין', 'יוטיוב', 'X', 'mastodon'];
    found.forEach((match, i) => {
      const inner = match[1]!;
      expect(inner).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true"><path d="[^"]+"><\/path><\/svg>/);
      // The accessible name: the network's name and that it opens a new window; no text shows but the icon.
      expect(inner).toContain(`<span class="visually-hidden">${names[i]} (נפתח בחלון חדש)</span>`);
      expect(inner.replace(/<svg[^]*<\/svg>|<span class="visually-hidden">[^<]*<\/span>/g, '')).toBe('');
    });
    // Each known network its own drawing; an unknown one a shared fallback.
    const paths = found.map((m) => /d="([^"]+)"/.exec(m[1]!)![1]);
    expect(paths.slice(0, 5)).toEqual(['facebook', 'instagram', 'linkedin', 'youtube', 'x'].map((n) => socialIcons[n]));
    expect(new Set(paths).size).toBe(6);
  });

  it('opens each network in a new window, safely, in a named list inside the contact column', () => {
    const html = render();
    for (const link of settings.socialLinks)
      expect(html).toContain(`href="${link.url}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toMatch(
      /<section aria-labelledby="footer-contact">[^]*<ul class="site-footer__social" aria-label="הרשתות החברתיות שלנו">[^]*<\/ul><\/section>/,
    );
  });

  it('keeps each icon a single short path', () => {
    for (const [network, d] of Object.entries(socialIcons)) {
      expect(d, network).toMatch(/^M[-\d. MmLlHhVvCcSsQqTtAaZz,]+$/);
      expect(d.length, network).toBeLessThan(260);
    }
  });

  it('shows no list without links', () => {
    expect(render({ ...settings, socialLinks: [] })).not.toContain('site-footer__social');
  });
});
