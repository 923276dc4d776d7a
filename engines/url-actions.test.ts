import { describe, expect, it } from 'vitest';
import { createActionHash, parseActionHash } from './url-actions';

describe('parsing action hashes', () => {
  it('reads arig and Elementor forms, plain or percent-encoded', () => {
    const settings = btoa(JSON.stringify({ id: 42, toggle: true }));
    for (const href of [
      `#arig-action:action=popup:open&settings=${settings}`,
      `#elementor-action:action=popup:open&settings=${settings}`,
      `#${encodeURIComponent(`elementor-action:action=popup:open&settings=${settings}`)}`,
      `https://arig.example/page/%23${encodeURIComponent(`elementor-action:action=popup:open&settings=${settings}`)}`,
    ]) {
      expect([href, parseActionHash(href)]).toEqual([href, { name: 'popup:open', settings: { id: 42, toggle: true } }]);
    }
  });

  it('round-trips Hebrew settings', () => {
    expect(parseActionHash(createActionHash('lightbox', { title: 'אריג' }))).toEqual({
      name: 'lightbox',
      settings: { title: 'אריג' },
    });
  });

  it('accepts an action without settings', () => {
    expect(parseActionHash('#arig-action:action=reload-page')).toEqual({ name: 'reload-page', settings: {} });
  });

  it('ignores other hashes and malformed actions', () => {
    for (const bad of [
      '#main',
      '/about/',
      '#arig-action:settings=e30=',
      '#arig-action:action=<script>&settings=e30=',
      '#arig-action:action=x&settings=not-base64!!',
      `#arig-action:action=x&settings=${btoa('[1,2]')}`,
      `#arig-action:action=x&settings=${btoa('null')}`,
      '#%E0%A4%A',
    ]) {
      expect([bad, parseActionHash(bad)]).toEqual([bad, null]);
    }
  });
});
