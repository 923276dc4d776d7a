import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('button', () => {
  it('renders a link styled as a button, icon after the text by default', () => {
    const { html } = renderWidget('button', {
      text: 'לתיאום פגישה',
      link: '/contact/',
      icon: 'arrow-end',
      align: 'center',
    });
    expect(html).toMatch(
      /^<div class="w w-button w-align-center"><a class="w-button__link w-button--primary w-button--md" href="\/contact\/"><span class="w-button__text">לתיאום פגישה<\/span><svg class="w-icon w-icon--mirror"/,
    );
    expect(html).toContain('aria-hidden="true"');
  });

  it('is marked as the current page where it leads to the page shown', () => {
    const props = { text: 'לתיאום פגישה', link: '/contact/' };
    expect(renderWidget('button', props, { currentPath: '/contact/' }).html).toContain(
      'href="/contact/" aria-current="page"',
    );
    expect(renderWidget('button', props, { currentPath: '/about/' }).html).not.toContain('aria-current');
    expect(renderWidget('button', props).html).not.toContain('aria-current');
  });

  it('opens in a new tab safely and says so', () => {
    const { html } = renderWidget('button', { link: 'https://example.com/', new_tab: true, nofollow: true });
    expect(html).toContain('target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).toContain('<span class="visually-hidden"> (נפתח בחלון חדש)</span>');
  });

  it('rejects missing or unsafe links and unknown variants', () => {
    expect(errorPaths('button', { link: '' })).toEqual(['content.0.props.link']);
    expect(errorPaths('button', { link: 'JaVaScRiPt:alert(1)' })).toEqual(['content.0.props.link']);
    expect(errorPaths('button', { variant: 'danger' })).toEqual(['content.0.props.variant']);
  });
});
