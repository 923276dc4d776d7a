import { describe, expect, it } from 'vitest';
import { parseSocialEmbed, socialServiceIds, socialServices } from './social-embed';

describe('parseSocialEmbed', () => {
  it.each([
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    [
      'x',
      'https://x.com/arig/status/1234567890123',
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890123&dnt=true',
    ],
    ['x', 'https://twitter.com/arig/status/99', 'https://platform.twitter.com/embed/Tweet.html?id=99&dnt=true'],
    ['instagram', 'https://www.instagram.com/p/CxYz123AbC/', 'https://www.instagram.com/p/CxYz123AbC/embed/'],
    [
      'tiktok',
      'https://www.tiktok.com/@arig/video/7234567890123456789',
      'https://www.tiktok.com/embed/v2/7234567890123456789',
    ],
    [
      'spotify',
      'https://open.spotify.com/intl-he/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
  ] as const)('%s: %s', (service, url, src) => {
    expect(parseSocialEmbed(service, url)?.src).toBe(src);
  });

  it('embeds a Facebook post and a SoundCloud track by their page, encoded', () => {
    const fb = parseSocialEmbed('facebook', 'https://www.facebook.com/arig/posts/pfbid0abc?x=1')!;
    expect(fb.src).toBe(
      `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent('https://www.facebook.com/arig/posts/pfbid0abc?x=1')}&show_text=true&width=500`,
    );
    const sc = parseSocialEmbed('soundcloud', 'https://soundcloud.com/arig/loom')!;
    expect(sc.src).toContain(encodeURIComponent('https://soundcloud.com/arig/loom'));
  });

  it('takes an address for a map', () => {
    const map = parseSocialEmbed('google-maps', 'רחוב האורגים 12, חולון')!;
    expect(map.src).toBe(`https://maps.google.com/maps?q=${encodeURIComponent('רחוב האורגים 12, חולון')}&output=embed`);
    expect(map.page).toContain('query=');
    expect(parseSocialEmbed('google-maps', '   ')).toBeNull();
  });

  it('refuses addresses of another service, other schemes and malformed ids', () => {
    expect(parseSocialEmbed('x', 'https://example.com/a/status/1')).toBeNull();
    expect(parseSocialEmbed('youtube', 'javascript:alert(1)')).toBeNull();
    expect(parseSocialEmbed('instagram', 'https://www.instagram.com/arig/')).toBeNull();
    expect(parseSocialEmbed('tiktok', 'https://www.tiktok.com/@arig/video/abc')).toBeNull();
    expect(parseSocialEmbed('spotify', 'https://open.spotify.com/track/"><script>')).toBeNull();
    expect(parseSocialEmbed('facebook', 'not a url')).toBeNull();
  });

  it('frames every embed from a host its service declares (what the CSP admits)', () => {
    const samples: Record<string, string> = {
      youtube: 'https://youtu.be/dQw4w9WgXcQ',
      vimeo: 'https://vimeo.com/1',
      x: 'https://x.com/a/status/1',
      facebook: 'https://www.facebook.com/a/posts/1',
      instagram: 'https://www.instagram.com/p/abcde/',
      tiktok: 'https://www.tiktok.com/@a/video/12345',
      soundcloud: 'https://soundcloud.com/a/b',
      spotify: 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC',
      'google-maps': 'חולון',
    };
    for (const id of socialServiceIds) {
      const embed = parseSocialEmbed(id, samples[id]!)!;
      expect(socialServices[id].frames, id).toContain(new URL(embed.src).origin);
    }
  });
});
