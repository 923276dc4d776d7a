/** Payload's session cookie (its default `cookiePrefix`): only a request carrying it can be a draft preview. */
export const studioSessionCookie = 'payload-token';

const sessionCookie = new RegExp(`(?:^|;\\s*)${studioSessionCookie}=`);

/** Whether a Cookie header carries a studio session (cheap: no verification, see site/lib/preview.ts). */
export const hasStudioSession = (cookie: string | null | undefined): boolean =>
  typeof cookie === 'string' && sessionCookie.test(cookie);
