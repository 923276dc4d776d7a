import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { whatsappHref } from './contact-buttons';

describe('contact buttons', () => {
  it('renders real tel:, mailto: and wa.me links with numbers isolated left-to-right', () => {
    const { html, islands } = renderWidget('contact-buttons', {
      source: 'custom',
      phone: '03-5550123',
      email: 'office@arig.co.il',
      whatsapp: '0501234567',
      whatsapp_text: 'שלום, אשמח לפרטים & מחיר',
    });
    expect(islands).toEqual([]);
    expect(html).toMatch(
      /^<ul class="w w-contact-buttons w-contact--inline w-align-start" aria-label="דרכי יצירת קשר">/,
    );
    expect(html).toContain('href="tel:+97235550123" data-contact="phone"');
    expect(html).toContain(
      '<span class="w-contact__label">טלפון</span><span class="w-contact__value"><bdi dir="ltr">03-5550123</bdi></span>',
    );
    expect(html).toContain('href="mailto:office@arig.co.il" data-contact="email"');
    expect(html).toContain('<bdi dir="ltr">office@arig.co.il</bdi>');
    expect(html).toContain(
      `href="https://wa.me/972501234567?text=${encodeURIComponent('שלום, אשמח לפרטים & מחיר')}" target="_blank" rel="noopener noreferrer" data-contact="whatsapp"`,
    );
  });

  it('shows the site settings’ details by default, so a change there changes every button', () => {
    const contact = { phone: '03-5550123', email: 'office@arig.co.il', whatsapp: '+972501112233' };
    const { html } = renderWidget('contact-buttons', { phone: '09-9999999' }, { contact });
    expect(html).toContain('href="tel:+97235550123"');
    expect(html).not.toContain('09-9999999');
    expect(html).toContain('href="https://wa.me/972501112233"');
    // Only the chosen channels.
    const onlyWhatsapp = renderWidget('contact-buttons', { channels: ['whatsapp'] }, { contact }).html;
    expect(onlyWhatsapp).not.toContain('tel:');
    expect(onlyWhatsapp).not.toContain('mailto:');
    expect(onlyWhatsapp).toContain('wa.me/972501112233');
    // Nothing set in the settings: no empty list on the site.
    expect(renderWidget('contact-buttons', {}, { contact: { phone: null, email: null, whatsapp: null } }).html).toBe(
      '',
    );
  });

  it('builds wa.me numbers from international and local forms', () => {
    expect(whatsappHref('+972501234567', '')).toBe('https://wa.me/972501234567');
    expect(whatsappHref('0501234567', 'a b')).toBe('https://wa.me/972501234567?text=a%20b');
  });

  it('rejects bad numbers and e-mails (security bar: ^\\+?[0-9]{6,15}$) and an empty widget', () => {
    expect(errorPaths('contact-buttons', { whatsapp: '+972-50-123' })).toEqual(['content.0.props.whatsapp']);
    expect(errorPaths('contact-buttons', { whatsapp: '1234567890123456' })).toEqual(['content.0.props.whatsapp']);
    expect(errorPaths('contact-buttons', { phone: '03-555<script>' })).toEqual(['content.0.props.phone']);
    expect(errorPaths('contact-buttons', { email: 'a@b' })).toEqual(['content.0.props.email']);
    expect(errorPaths('contact-buttons', { email: '"><svg/onload=alert(1)>@x.co' })).toEqual(['content.0.props.email']);
    expect(errorPaths('contact-buttons', { source: 'custom', phone: '' })).toEqual(['content.0.props.phone']);
    expect(errorPaths('contact-buttons', { channels: [] })).toEqual(['content.0.props.channels']);
    expect(errorPaths('contact-buttons', {})).toEqual([]);
  });
});
