import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { z } from 'zod';

/** Where the public media library's files live: a folder (MEDIA_DIR), or an S3-compatible bucket. */
export type MediaStorage =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service's address (MinIO, R2, Spaces…); unset, AWS's own for the region. */
      endpoint?: string;
      forcePathStyle: boolean;
      /** Unset, the AWS SDK's own chain (an instance or task role, AWS_* variables). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

// AWS's rules for a bucket's name (3–63 characters, lowercase letters, digits, dots and hyphens).
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3 variables, each checked on its own; `checkS3Variables` checks them together. */
export const s3VariablesShape = {
  S3_BUCKET: z.string().regex(bucketName, 'שם דלי לא תקין (3–63 אותיות קטנות, ספרות, נקודות ומקפים)').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'אזור לא תקין (למשל eu-central-1, או auto ב-R2)')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'כתובת http(s) של שירות תואם S3 (למשל https://minio.example:9000)' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** `on`: https://endpoint/bucket/key rather than https://bucket.endpoint/key; by default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
};

type S3Variables = { [K in keyof typeof s3VariablesShape]?: string };
const s3VariableNames = Object.keys(s3VariablesShape) as (keyof typeof s3VariablesShape)[];

/**
 * A half-configured bucket is refused, never taken as "no bucket": media would go to a local folder that the
 * other instances cannot see. Any S3 variable asks for S3; then the bucket and region are required, and the
 * access key and the secret come together or not at all.
 */
export function s3ConfigurationProblems(vars: S3Variables): { variable: string; message: string }[] {
  const given = s3VariableNames.filter((name) => vars[name] !== undefined);
  if (given.length === 0) return [];
  const problems: { variable: string; message: string }[] = (['S3_BUCKET', 'S3_REGION'] as const)
    .filter((name) => vars[name] === undefined)
    .map((variable) => ({
      variable,
      message: `חסר. ${given.join(', ')} מבקשים אחסון מדיה ב-S3, שצריך שם דלי (S3_BUCKET) ואזור (S3_REGION) (missing: S3 media storage needs ${variable})`,
    }));
  if ((vars.S3_ACCESS_KEY_ID === undefined) !== (vars.S3_SECRET_ACCESS_KEY === undefined))
    problems.push({
      variable: vars.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      message:
        'S3_ACCESS_KEY_ID ו-S3_SECRET_ACCESS_KEY באים יחד, או שאף אחד מהם לא (both or neither; neither uses the AWS credential chain)',
    });
  return problems;
}

/** The storage the validated variables describe (call only when s3ConfigurationProblems found none). */
export function mediaStorageOf(vars: S3Variables & { MEDIA_DIR: string }): MediaStorage {
  if (vars.S3_BUCKET === undefined || vars.S3_REGION === undefined) return { kind: 'disk', dir: vars.MEDIA_DIR };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? (vars.S3_ENDPOINT ? 'on' : 'off')) === 'on',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/** The AWS SDK client settings for a bucket: the same for Payload's storage adapter and the site's reads. */
export function s3ClientConfig(storage: Extract<MediaStorage, { kind: 's3' }>): S3ClientConfig {
  return {
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
    ...(storage.credentials ? { credentials: storage.credentials } : {}),
    // The SDK's default CRC32 checksums (since 3.729) are refused by several S3-compatible services; with
    // AWS's own endpoint the defaults stay.
    ...(storage.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
}
