export { readCookie } from './read-cookie';

export const cookieNames = (): string[] =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);

/** `maxAgeSeconds` null: a session cookie. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}

/** Deleted wherever a vendor may have set it: this host and the registrable domain above it. */
export function deleteCookie(name: string): void {
  const host = location.hostname;
  const parent = host.split('.').slice(-2).join('.');
  for (const domain of ['', `; Domain=${host}`, `; Domain=.${parent}`])
    document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}
