import path from 'node:path';
import { z } from 'zod';
import { mediaStorageOf, s3ConfigurationProblems, s3VariablesShape, type MediaStorage } from './media-storage';
import { effectiveSiteUrl, parseSiteUrl, studioOrigins, type OriginSettings } from './site-origin';

/** The project root, whichever bundle (Astro, Next, tsx) this module ends up in. */
export const projectRoot = process.env.ARIG_ROOT ?? process.cwd();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'DATABASE_URL חייב להתחיל ב-file: או ב-postgres://')
      .default(`file:${path.join(projectRoot, 'var', 'arig.db')}`),
    PAYLOAD_SECRET: z.string().min(16).optional(),
    MEDIA_DIR: z.string().default(path.join(projectRoot, 'var', 'media')),
    /** The media library in an S3-compatible bucket instead of MEDIA_DIR (config/media-storage.ts). */
    ...s3VariablesShape,
    /** Files visitors attach to forms: private, outside MEDIA_DIR and never in the bucket (served only to staff). */
    FORM_FILES_DIR: z.string().default(path.join(projectRoot, 'var', 'form-files')),
    /** A copy of the old site's `wp-content/uploads` on this server, for imports started in the studio (issue 22). */
    ARIG_IMPORT_UPLOADS_DIR: z.string().optional(),
    ARIG_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** `on` maps stack traces to the TypeScript lines (server/main.ts reads it first); off saves ~70 MB. */
    ARIG_SOURCE_MAPS: z.enum(['on', 'off']).default('off'),
    /** The page cache's bound in megabytes (data/cache/page-cache.ts reads it on each store). */
    ARIG_PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(64),
    /** `off` silences the per-request JSON log line (server/request-log.ts reads it directly). */
    ARIG_REQUEST_LOG: z.enum(['on', 'off']).default('on'),
    /** A secret a Prometheus scraper sends (`Authorization: Bearer …`) to read /metrics from outside the private network. */
    ARIG_METRICS_TOKEN: z.string().min(24, 'ARIG_METRICS_TOKEN חייב להיות באורך 24 תווים לפחות').max(200).optional(),
    /** The public origin; unset, it is this machine at PORT (see config/site-origin.ts). */
    SITE_URL: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const parsed = value === undefined ? undefined : parseSiteUrl(value);
        if (parsed && 'error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
      }),
    /** `on` also accepts the www/non-www twin of SITE_URL's host for the studio. */
    ARIG_WWW_ALIAS: z.enum(['on', 'off']).default('off'),
    /** The SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…:465`); unset, mail waits in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL חייבת להתחיל ב-smtp:// או ב-smtps://')
      .optional(),
    /** The sender of every message: `אריג <office@arig.co.il>` or an address; default from SITE_URL's host. */
    MAIL_FROM: z.string().max(200).optional(),
    /** DKIM signing, all three or none: the signing domain, the selector and a PEM private key file. */
    MAIL_DKIM_DOMAIN: z.string().max(253).optional(),
    MAIL_DKIM_SELECTOR: z.string().max(63).optional(),
    MAIL_DKIM_KEY_FILE: z.string().optional(),
    /** Card payments through Stripe Checkout: the secret API key (`sk_live_…`/`sk_test_…`); unset, no card payments. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^[rs]k_(live|test)_[A-Za-z0-9]{8,}$/, 'STRIPE_SECRET_KEY: מפתח סודי של Stripe (sk_…)')
      .optional(),
    /** The signing secret of the Stripe webhook endpoint (`whsec_…`); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'STRIPE_WEBHOOK_SECRET: סוד החתימה של ה-webhook (whsec_…)')
      .optional(),
    /** Where Stripe's API is (tests point it at a local fake): `https://api.stripe.com` when unset. */
    STRIPE_API_BASE: z.url().optional(),
    /** Wallet payments through PayPal (Orders v2): the REST app's client id and secret, and its webhook's id; all three or none. */
    PAYPAL_CLIENT_ID: z.string().min(8).max(200).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(8).max(200).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(4).max(100).optional(),
    /** Where PayPal's API is: `https://api-m.paypal.com` when unset (`https://api-m.sandbox.paypal.com` to try it). */
    PAYPAL_API_BASE: z.url().optional(),
    /** `on` behind one reverse proxy that appends the client's address to X-Forwarded-For (rate limits). */
    ARIG_TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((vars, ctx) => {
    for (const { variable, message } of s3ConfigurationProblems(vars))
      ctx.addIssue({ code: 'custom', path: [variable], message });
  });

export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL'> & {
  /** The effective public origin (no trailing slash): SITE_URL, or http://localhost:PORT when unset. */
  SITE_URL: string;
  /** What decides the site's origin and the studio's accepted origins. */
  origin: OriginSettings;
  /** Where the media library's files are: MEDIA_DIR, or the S3 bucket. */
  mediaStorage: MediaStorage;
};

let cached: Env | undefined;

/** Validated once; a bad variable stops the process with a message that names it. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const origin: OriginSettings = {
    port: parsed.data.PORT,
    siteUrl: parsed.data.SITE_URL,
    wwwAlias: parsed.data.ARIG_WWW_ALIAS === 'on',
  };
  cached = { ...parsed.data, SITE_URL: effectiveSiteUrl(origin), origin, mediaStorage: mediaStorageOf(parsed.data) };
  return cached;
}

/** The origins the studio accepts a signed-in save from (Payload's `csrf` list). */
export const studioCsrfOrigins = (): string[] => studioOrigins(env().origin);

export const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** Local development secret; production deployments must set PAYLOAD_SECRET. */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET } = env();
  return PAYLOAD_SECRET ?? 'arig-local-development-secret-change-me';
}
