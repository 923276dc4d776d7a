import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('keeps every request on the site by default, with no frames from anywhere', () => {
    const csp = securityHeaders['Content-Security-Policy']!;
    expect(csp).toBe(contentSecurityPolicy());
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'frame-src')).toBe('');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('admits a video provider’s player script and frame only for a page that embeds it', () => {
    const vimeo = contentSecurityPolicy(['vimeo']);
    expect(directive(vimeo, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://player.vimeo.com");
    expect(directive(vimeo, 'frame-src')).toBe('frame-src https://player.vimeo.com');
    const youtube = contentSecurityPolicy(['youtube']);
    expect(directive(youtube, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    expect(youtube).not.toContain('vimeo');
  });

  it('admits a social embed’s frame only (no script of the service) for a page that embeds it', () => {
    const maps = contentSecurityPolicy(['social:google-maps']);
    expect(directive(maps, 'frame-src')).toBe('frame-src https://maps.google.com https://www.google.com');
    expect(directive(maps, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    const x = contentSecurityPolicy(['social:x', 'social:spotify']);
    expect(directive(x, 'frame-src')).toBe('frame-src https://platform.twitter.com https://open.spotify.com');
  });

  it('ignores names it does not know', () => {
    expect(contentSecurityPolicy(['evil.example', "'unsafe-eval'", 'social:evil', 'x'])).toBe(contentSecurityPolicy());
  });
});

describe('content security policy with measurement vendors', () => {
  it('admits a configured vendor’s hosts, only for what it loads, and nothing without vendors', () => {
    const gtag = contentSecurityPolicy([], ['gtag']);
    expect(directive(gtag, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(directive(gtag, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(gtag, 'img-src')).toContain('https://www.google-analytics.com');
    expect(directive(gtag, 'frame-src')).toBe('');
    const hotjar = contentSecurityPolicy(['vimeo'], ['hotjar']);
    expect(directive(hotjar, 'frame-src')).toBe('frame-src https://player.vimeo.com https://vars.hotjar.com');
    expect(contentSecurityPolicy([], [])).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy()).not.toMatch(/google|facebook|clarity|hotjar/);
  });
});
