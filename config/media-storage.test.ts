import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaStorageOf, s3ClientConfig, s3ConfigurationProblems } from './media-storage';

const complete = {
  S3_BUCKET: 'arig-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const without = (name: keyof typeof complete) =>
  Object.fromEntries(Object.entries(complete).filter(([k]) => k !== name));

describe('the S3 variables', () => {
  it('leave media in MEDIA_DIR when none is set', () => {
    expect(s3ConfigurationProblems({})).toEqual([]);
    expect(mediaStorageOf({ MEDIA_DIR: '/srv/media' })).toEqual({ kind: 'disk', dir: '/srv/media' });
  });

  it('refuse a half-configured bucket, naming what is missing', () => {
    expect(s3ConfigurationProblems(without('S3_BUCKET')).map((p) => p.variable)).toEqual(['S3_BUCKET']);
    expect(s3ConfigurationProblems(without('S3_REGION')).map((p) => p.variable)).toEqual(['S3_REGION']);
    expect(s3ConfigurationProblems(without('S3_SECRET_ACCESS_KEY')).map((p) => p.variable)).toEqual([
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(s3ConfigurationProblems({ S3_ENDPOINT: 'http://minio:9000' }).map((p) => p.variable)).toEqual([
      'S3_BUCKET',
      'S3_REGION',
    ]);
    const [problem] = s3ConfigurationProblems({ S3_FORCE_PATH_STYLE: 'on', S3_REGION: 'auto' });
    expect(problem!.message).toContain('S3_REGION, S3_FORCE_PATH_STYLE מבקשים');
    expect(problem!.message).toMatch(/[\u0590-\u05ff]{3}.*S3 media storage needs S3_BUCKET/);
  });

  it("take a bucket without keys as AWS's own credentials (a role), with AWS's endpoint and checksums", () => {
    const storage = mediaStorageOf({ MEDIA_DIR: '/srv/media', S3_BUCKET: 'arig-media', S3_REGION: 'eu-central-1' });
    expect(storage).toEqual({ kind: 's3', bucket: 'arig-media', region: 'eu-central-1', forcePathStyle: false });
    expect(s3ClientConfig(storage as Extract<typeof storage, { kind: 's3' }>)).toEqual({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('address an S3-compatible endpoint by path, with checksums only where required, unless told otherwise', () => {
    const vars = { ...complete, MEDIA_DIR: '/srv/media', S3_ENDPOINT: 'https://minio.example:9000' };
    const storage = mediaStorageOf(vars);
    expect(storage).toMatchObject({ kind: 's3', endpoint: 'https://minio.example:9000', forcePathStyle: true });
    expect(s3ClientConfig(storage as Extract<typeof storage, { kind: 's3' }>)).toEqual({
      region: 'eu-central-1',
      endpoint: 'https://minio.example:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    expect(mediaStorageOf({ ...vars, S3_FORCE_PATH_STYLE: 'off' })).toMatchObject({ forcePathStyle: false });
  });
});

describe('the environment at start', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const envWith = async (vars: Record<string, string>) => {
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
    return (await import('./env')).env;
  };

  it('stops with a message naming the missing variable, in Hebrew and English', async () => {
    const env = await envWith({ S3_BUCKET: 'arig-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    expect(() => env()).toThrow(/^Invalid environment: S3_REGION: חסר\..*; S3_SECRET_ACCESS_KEY: .*both or neither/);
  });

  it('stops on a variable that is set but wrong, rather than reading it as unset', async () => {
    const env = await envWith({ ...complete, S3_BUCKET: '' });
    expect(() => env()).toThrow(/S3_BUCKET: שם דלי לא תקין/);
    vi.resetModules();
    const endpoint = await envWith({ ...complete, S3_ENDPOINT: 'minio:9000' });
    expect(() => endpoint()).toThrow(/S3_ENDPOINT: כתובת http\(s\)/);
  });

  it('names the bucket in the settings the rest of arig reads', async () => {
    const env = await envWith({ ...complete, MEDIA_DIR: '/srv/media' });
    expect(env().mediaStorage).toMatchObject({ kind: 's3', bucket: 'arig-media', region: 'eu-central-1' });
  });
});
