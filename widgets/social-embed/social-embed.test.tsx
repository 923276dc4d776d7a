import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { collectSocialEmbeds } from '../../builder/render-layout';
import { validateLayout } from '../../builder/layout';

describe('social-embed', () => {
  it('renders a facade card: no frame, a load button, a link to the original, space reserved', () => {
    const { html, islands } = renderWidget('social-embed', {
      service: 'x',
      url: 'https://x.com/arig/status/1234567890',
      title: 'ציוץ על בדיקות שחיקה',
    });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-embed-src="https://platform.twitter.com/embed/Tweet.html?id=1234567890&amp;dnt=true"');
    expect(html).toContain('data-embed-load=""');
    expect(html).toContain('href="https://x.com/arig/status/1234567890" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('--w-embed-height:560px');
    expect(islands).toContain('social-embed');
  });

  it('refuses a link of another service, with the reason', () => {
    expect(errorPaths('social-embed', { service: 'instagram', url: 'https://x.com/a/status/1' })).toEqual([
      'content.0.props.url',
    ]);
  });

  it('names the services a page embeds, for its CSP', () => {
    const result = validateLayout({
      version: 1,
      root: { props: {} },
      content: [
        { type: 'social-embed', props: { id: 'a', service: 'google-maps', url: 'חולון' } },
        { type: 'social-embed', props: { id: 'b', service: 'spotify', url: '' } },
      ],
    });
    if (!result.ok) throw new Error('invalid');
    expect(collectSocialEmbeds(result.layout)).toEqual(['social:google-maps']);
  });
});
