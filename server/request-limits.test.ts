import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, limitKey, routedPath } from './request-limits';

const request = (remoteAddress: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('the address a limit counts', () => {
  it('is the socket peer unless a proxy is trusted: a client cannot choose its own key', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9'), true)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy is the entry the proxy appended, not what the client sent before it', () => {
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.1', ['1.1.1.1', '198.51.100.8']), true)).toBe('198.51.100.8');
  });
});

describe('the key of an address', () => {
  it('reads an IPv4 address mapped into IPv6 as that IPv4 address', () => {
    expect(limitKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64 network: rotating the host part does not help', () => {
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('the path a limit matches', () => {
  it('reads encoded, doubled and trailing-slash forms as the router does', () => {
    expect(routedPath('/api/users/login')).toBe('/api/users/login');
    expect(routedPath('/api/users/login/')).toBe('/api/users/login');
    expect(routedPath('/api//users///login')).toBe('/api/users/login');
    expect(routedPath('/api/users/%6Cogin')).toBe('/api/users/login');
    expect(routedPath('/wp-json/arig/v1/refresh-loop/')).toBe('/wp-json/arig/v1/refresh-loop');
    expect(routedPath('/')).toBe('/');
    expect(routedPath('/api/users/%E0%A4%A')).toBe('/api/users/%E0%A4%A');
  });
});
