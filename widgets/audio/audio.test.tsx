import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('audio', () => {
  it('renders the browser’s player labelled by its title, loading nothing before play and never autoplaying', () => {
    const { html } = renderWidget('audio', { url: '/audio/loom.wav', title: 'קול הנול', description: 'הקלטה של נול' });
    expect(html).toContain('<figcaption id="w-w1-title" class="w-audio__title">קול הנול</figcaption>');
    expect(html).toContain('<audio src="/audio/loom.wav" controls="" preload="none" aria-labelledby="w-w1-title">');
    expect(html).toContain('<p class="w-audio__description">הקלטה של נול</p>');
    expect(html).not.toContain('autoplay');
  });

  it('renders nothing without a file and refuses other schemes and protocol-relative addresses', () => {
    expect(renderWidget('audio', { url: '' }).html).toBe('');
    expect(errorPaths('audio', { url: 'http://example.org/a.mp3' })).toEqual(['content.0.props.url']);
    expect(errorPaths('audio', { url: '//cdn.example/a.mp3' })).toEqual(['content.0.props.url']);
    expect(errorPaths('audio', { url: 'data:audio/wav;base64,AAAA' })).toEqual(['content.0.props.url']);
  });
});
