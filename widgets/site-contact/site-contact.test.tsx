import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';
import type { FooterContactDetails } from '../../components/layout/FooterContact';

const siteDetails: FooterContactDetails = {
  businessName: 'אריג – הנדסת טקסטיל',
  phone: '03-5550123',
  email: 'info@arig.example',
  address: { street: 'רחוב האורגים 12', city: 'חולון', postalCode: null },
  socialLinks: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/arig-example' }],
};

describe('site-contact widget', () => {
  it("shows the site footer's contact column from Site Settings, a section named by its heading", () => {
    const { html, islands } = renderWidget('site-contact', {}, { siteDetails });
    expect(html).toMatch(/^<div class="w w-site-contact"><section aria-labelledby="w-w1-title">/);
    expect(html).toContain('<h2 id="w-w1-title" class="site-footer__title">יצירת קשר</h2>');
    expect(html).toContain('<p class="site-footer__name">אריג – הנדסת טקסטיל</p>');
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="mailto:info@arig.example"');
    expect(html).toContain('כתובת: רחוב האורגים 12, חולון');
    expect(html).toContain('<span class="visually-hidden">לינקדאין (נפתח בחלון חדש)</span>');
    expect(islands).toEqual([]);
  });

  it('takes its own heading, and can leave out the address and the social links', () => {
    const { html } = renderWidget(
      'site-contact',
      { title: 'דברו איתנו', show_address: false, show_social: false },
      { siteDetails },
    );
    expect(html).toContain('>דברו איתנו</h2>');
    expect(html).not.toContain('כתובת:');
    expect(html).not.toContain('site-footer__social');
  });

  it('stands with placeholder details in the builder, and refuses an empty heading', () => {
    expect(renderWidget('site-contact').html).toContain('שם העסק');
    expect(() => renderWidget('site-contact', { title: '' })).toThrow();
  });
});
