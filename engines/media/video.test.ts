import { describe, expect, it } from 'vitest';
import { fakeTimers } from '../testing/fake-timers';
import { parseVideoUrl, readinessInterval, videoPageUrl, waitUntilReady } from './video';

describe('video addresses', () => {
  it('reads every YouTube form', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=x',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect([url, parseVideoUrl('youtube', url)]).toEqual([url, { provider: 'youtube', id: 'dQw4w9WgXcQ' }]);
    }
  });

  it('reads Vimeo page and player addresses', () => {
    expect(parseVideoUrl('vimeo', 'https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('vimeo', 'https://vimeo.com/channels/staffpicks/76979871')?.id).toBe('76979871');
    expect(parseVideoUrl('vimeo', 'https://player.vimeo.com/video/76979871?h=1')?.id).toBe('76979871');
  });

  it('refuses other hosts, schemes, malformed ids and the wrong provider', () => {
    for (const [provider, url] of [
      ['youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://www.youtube.com/watch?v=short'],
      ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
      ['youtube', 'https://vimeo.com/76979871'],
      ['vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['vimeo', 'https://vimeo.com/abc'],
      ['vimeo', 'not a url'],
    ] as const) {
      expect([url, parseVideoUrl(provider, url)]).toEqual([url, null]);
    }
  });

  it('links to the video’s own page, at the start time', () => {
    expect(videoPageUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' }, 42)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    );
    expect(videoPageUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://vimeo.com/76979871');
  });
});

describe('player readiness', () => {
  it('checks at once and then every 350 ms until ready', async () => {
    const { timers, advance } = fakeTimers();
    let checks = 0;
    let ready = false;
    const result = waitUntilReady(() => (checks++, ready), timers);
    expect(checks).toBe(1);
    advance(readinessInterval - 1);
    expect(checks).toBe(1);
    advance(1);
    expect(checks).toBe(2);
    ready = true;
    advance(readinessInterval);
    await expect(result).resolves.toBe(true);
    expect(checks).toBe(3);
  });

  it('gives up after the given number of checks', async () => {
    const { timers, advance } = fakeTimers();
    let checks = 0;
    const result = waitUntilReady(() => (checks++, false), timers, 3);
    for (let i = 0; i < 5; i++) advance(readinessInterval);
    expect(checks).toBe(3);
    await expect(result).resolves.toBe(false);
  });
});
