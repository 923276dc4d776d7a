import path from 'node:path';
import { z } from 'zod';

/** The project root, whichever bundle (Astro, Next, tsx) this module ends up in. */
export const projectRoot = process.env.ARIG_ROOT ?? process.cwd();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'DATABASE_URL חייב להתחיל ב-file: או ב-postgres://')
    .default(`file:${path.join(projectRoot, 'var', 'arig.db')}`),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  MEDIA_DIR: z.string().default(path.join(projectRoot, 'var', 'media')),
  ARIG_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** `on` behind one reverse proxy that appends the client's address to X-Forwarded-For (rate limits). */
  ARIG_TRUST_PROXY: z.enum(['on', 'off']).default('off'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Validated once; a bad variable stops the process with a message that names it. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

export const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** Local development secret; production deployments must set PAYLOAD_SECRET. */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET } = env();
  return PAYLOAD_SECRET ?? 'arig-local-development-secret-change-me';
}
