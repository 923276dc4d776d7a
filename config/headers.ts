/** Headers on every public response. The CSP also enforces "no request leaves the site". */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

export const cacheControl = {
  /** Pages change when the owner publishes; browsers revalidate with the ETag every time. */
  page: 'public, max-age=0, must-revalidate',
  notFound: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  media: 'public, max-age=2592000',
  private: 'private, no-store',
} as const;
