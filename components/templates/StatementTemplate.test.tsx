import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSettingsView, StatementView } from '../../data/types';
import { StatementTemplate } from './StatementTemplate';

const settings: SiteSettingsView = {
  businessName: 'אריג',
  legalName: null,
  companyId: null,
  address: { street: null, city: null, postalCode: null },
  phone: '03-5550123',
  email: 'info@arig.example',
  whatsapp: null,
  socialLinks: [],
  logo: null,
  logoDark: null,
  favicon: null,
  themeColour: '#0b5394',
  homePageId: null,
  lightboxOptions: '',
  designCss: '',
  namedColours: [],
  fonts: { body: 'heebo', headings: 'heebo' },
};

const statement: StatementView = {
  intro: null,
  conformanceLevel: 'AA',
  adjustments: ['ניווט מלא במקלדת'],
  coordinator: { name: 'נועה כהן', phone: '03-5550124', email: 'access@arig.example' },
  premisesArrangements: 'כניסה נגישה וחניית נכים.',
  knownLimitations: [{ description: 'קובצי PDF ישנים', alternative: 'שליחה בדואר אלקטרוני בפורמט נגיש' }],
  testedWith: 'Chrome ו-NVDA',
  lastUpdated: '2026-11-01T00:00:00.000Z',
};

describe('accessibility statement (Israeli regulation 35)', () => {
  const html = renderToStaticMarkup(<StatementTemplate statement={statement} settings={settings} />);

  it('states the conformance level against IS 5568 and WCAG', () => {
    expect(html).toContain('ת״י 5568');
    expect(html).toContain('<bdi dir="ltr">AA</bdi>');
    expect(html).toContain('<bdi dir="ltr">WCAG 2.2</bdi>');
  });

  it('lists adjustments, limitations with alternatives, premises and tested technologies', () => {
    for (const text of [
      'ניווט מלא במקלדת',
      'קובצי PDF ישנים',
      'שליחה בדואר אלקטרוני בפורמט נגיש',
      'כניסה נגישה',
      'NVDA',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('gives the coordinator with isolated, dialable phone and e-mail links', () => {
    expect(html).toContain('נועה כהן');
    expect(html).toContain('href="tel:+97235550124"><bdi dir="ltr">03-5550124</bdi></a>');
    expect(html).toContain('href="mailto:access@arig.example"><bdi dir="ltr">access@arig.example</bdi></a>');
  });

  it('shows the last-updated date in Hebrew', () => {
    expect(html).toContain('1 בנובמבר 2026');
  });
});
