import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';

const site = { name: 'אריג – הנדסת טקסטיל', logo: null };

describe('site-logo widget', () => {
  it("links home with the woven mark and the business's name, marked current on the home page", () => {
    const { html } = renderWidget('site-logo', {}, { site, currentPath: '/about/' });
    expect(html).toContain('href="/"');
    expect(html).toContain('class="brand-mark"');
    expect(html).toContain('אריג – הנדסת טקסטיל</a>');
    expect(html).not.toContain('aria-current');
    expect(renderWidget('site-logo', {}, { site, currentPath: '/' }).html).toContain('aria-current="page"');
  });

  it("wraps the name in its own element only for custom typography (the header's brand keeps its size rules)", () => {
    const { html } = renderWidget('site-logo', { typo_name_weight: '400' }, { site });
    expect(html).toContain('<span class="w--tw" style="--w-fw:400">אריג – הנדסת טקסטיל</span></a>');
    expect(renderWidget('site-logo', {}, { site }).html).not.toContain('<span');
  });

  it('keeps the name for screen readers when it is hidden, and shows an uploaded logo with its text', () => {
    expect(renderWidget('site-logo', { show_name: false }, { site }).html).toMatch(
      /<span class="visually-hidden">אריג – הנדסת טקסטיל<\/span>/,
    );
    const logo = { src: '/media/logo.svg', alt: '', width: 160, height: 40 };
    const { html } = renderWidget('site-logo', {}, { site: { ...site, logo } });
    expect(html).toContain('<img src="/media/logo.svg" alt="אריג – הנדסת טקסטיל" width="160" height="40"/>');
    expect(html).not.toContain('brand-mark');
  });

  it('with a variant for dark backgrounds, carries both: the light one shown by default, the dark one lazy', () => {
    const logo = { src: '/media/logo.svg', alt: 'אריג', width: 160, height: 40 };
    const logoDark = { src: '/media/logo-white.svg', alt: '', width: 160, height: 40 };
    const { html } = renderWidget('site-logo', {}, { site: { ...site, logo, logoDark } });
    expect(html).toContain('<img class="brand-logo brand-logo--light" src="/media/logo.svg" alt="אריג"');
    expect(html).toMatch(
      /<img class="brand-logo brand-logo--dark" src="\/media\/logo-white.svg" alt="אריג – הנדסת טקסטיל" width="160" height="40" loading="lazy"\/>/,
    );
  });
});
