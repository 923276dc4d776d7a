import {
  AuthenticationError,
  LockedAuth,
  createLocalReq,
  executeAuthStrategies,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
  logoutOperation,
  type TypedUser,
} from 'payload';
import { payload } from '../payload';

/**
 * The site's sign-in is Payload's own session (the studio's cookie, on the same origin): one account, one
 * cookie, and signing out on the site ends the session on the server too (Payload keeps sessions).
 */
export type SignedIn = TypedUser & { id: number; email: string; name: string };

const hasSessionCookie = (request: Request, prefix: string) =>
  (request.headers.get('cookie') ?? '').includes(`${prefix}-token=`);

/** Who is signed in on this request, or null (only requests carrying the session cookie are checked). */
export async function signedInUser(request: Request): Promise<SignedIn | null> {
  const p = await payload();
  if (!hasSessionCookie(request, p.config.cookiePrefix)) return null;
  const { user } = await executeAuthStrategies({ headers: request.headers, payload: p });
  return user && user.collection === 'users' ? (user as SignedIn) : null;
}

/** The account a freshly issued token belongs to (after a reset, which answers with the token alone). */
export async function userOfToken(token: string): Promise<SignedIn | null> {
  const p = await payload();
  const { user } = await executeAuthStrategies({ headers: new Headers({ Authorization: `JWT ${token}` }), payload: p });
  return user && user.collection === 'users' ? (user as SignedIn) : null;
}

export type SignInResult = { ok: true; cookie: string; user: SignedIn } | { ok: false; reason: 'wrong' | 'locked' };

/** Checks the e-mail and password (Payload counts failures and locks the account after five). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const p = await payload();
  try {
    const { token, user } = await p.login({ collection: 'users', data: { email, password } });
    if (!token) return { ok: false, reason: 'wrong' };
    return { ok: true, cookie: await sessionCookie(token), user: user as SignedIn };
  } catch (error) {
    if (error instanceof LockedAuth) return { ok: false, reason: 'locked' };
    if (error instanceof AuthenticationError) return { ok: false, reason: 'wrong' };
    throw error;
  }
}

/** The Set-Cookie that carries a new session, exactly as Payload's own sign-in writes it. */
export async function sessionCookie(token: string): Promise<string> {
  const p = await payload();
  return generatePayloadCookie({
    collectionAuthConfig: p.collections.users.config.auth,
    cookiePrefix: p.config.cookiePrefix,
    token,
  });
}

/** Ends this session on the server (the token is refused from now on) and returns the cookie that clears it. */
export async function signOut(request: Request): Promise<string> {
  const p = await payload();
  const user = await signedInUser(request);
  if (user) {
    const req = await createLocalReq({ user }, p);
    await logoutOperation({ collection: p.collections.users, req });
  }
  return generateExpiredPayloadCookie({
    collectionAuthConfig: p.collections.users.config.auth,
    cookiePrefix: p.config.cookiePrefix,
  });
}
