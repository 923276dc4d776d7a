import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAnimationView } from '../../../data/map/animation';
import { toImageView } from '../../../data/map/image';
import { maxLottieBytes } from '../../../engines/media/lottie-file';
import { startTempPayload } from '../../testing/temp-payload';

let payload: Payload;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
});
afterAll(async () => {
  await cleanup?.();
});

const lottie = { v: '5.7.4', fr: 30, ip: 0, op: 90, w: 640, h: 360, nm: 'חוטים', layers: [] };
let n = 0;
const file = (body: string | Buffer, name = `anim-${++n}.json`, mimetype = 'application/json') => {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  return { data, mimetype, name, size: data.length };
};
const upload = (f: ReturnType<typeof file>) =>
  payload.create({ collection: 'media', data: { alt: 'אנימציה' }, file: f, overrideAccess: true });

/** The status and message a refused upload ends with (what the studio and the REST client are told). */
async function refusal(f: ReturnType<typeof file>): Promise<{ status: number; message: string }> {
  try {
    await upload(f);
  } catch (err) {
    const e = err as { status?: number; message: string; data?: { errors?: { message: string }[] } };
    return { status: e.status ?? 500, message: [e.message, ...(e.data?.errors ?? []).map((x) => x.message)].join(' ') };
  }
  throw new Error('the upload was accepted');
}

describe('Lottie animations in the media library', () => {
  it('takes a Lottie JSON as application/json, its canvas as its size, a file in the media folder', async () => {
    const doc = await upload(file(JSON.stringify(lottie)));
    expect(doc).toMatchObject({ mimeType: 'application/json', width: 640, height: 360 });
    expect(doc.filename).toMatch(/\.json$/);
    expect(existsSync(path.join(process.env.MEDIA_DIR!, doc.filename!))).toBe(true);
    expect(
      Object.values(doc.sizes ?? {}).every((s) => !s?.filename),
      'no picture copies',
    ).toBe(true);
    // The site plays it as an animation and never shows it as a picture.
    expect(toAnimationView(doc)).toEqual({
      src: `/media/${doc.filename}`,
      width: 640,
      height: 360,
      alt: 'אנימציה',
    });
    expect(toImageView(doc)).toBeNull();
  });

  it('stores a .json sent with another claimed type as application/json', async () => {
    const doc = await upload(file(JSON.stringify(lottie), 'claimed.json', 'text/html'));
    expect(doc.mimeType).toBe('application/json');
    const png = await upload(file(JSON.stringify(lottie), 'not-a-picture.json', 'image/png'));
    expect(png.mimeType).toBe('application/json');
  });

  it('refuses broken JSON, JSON that is not Lottie, and HTML named .json: 400 with a Hebrew reason', async () => {
    for (const body of ['{"v":', JSON.stringify({ hello: 'world' }), '<html><script>alert(1)</script></html>']) {
      const { status, message } = await refusal(file(body));
      expect(status, body).toBe(400);
      expect(message, body).toMatch(/[\u0590-\u05ff]{3}/);
    }
    const { message } = await refusal(file(JSON.stringify({ ...lottie, layers: 'x' })));
    expect(message).toContain('layers');
  });

  it('refuses an animation over 2 MB with 413 and says the limit in Hebrew', async () => {
    const padded = JSON.stringify(lottie).replace('}', `,"nm2":"${'x'.repeat(maxLottieBytes)}"}`);
    const { status, message } = await refusal(file(padded));
    expect(status).toBe(413);
    expect(message).toContain('2 MB');
    expect(message).toContain('גדול מדי');
  });

  it('still refuses SVG, HTML and scripts, and still takes pictures with their copies', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [body, name, type] of [
      [svg, 'x.svg', 'image/svg+xml'],
      ['<p>hi</p>', 'x.html', 'text/html'],
      ['alert(1)', 'x.js', 'text/javascript'],
    ] as const) {
      const { status } = await refusal(file(body, name, type));
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }
    const data = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#12355b' } })
      .png()
      .toBuffer();
    const picture = await upload(file(data, 'poster.png', 'image/png'));
    expect(picture.mimeType).toBe('image/webp');
    expect(toImageView(picture)?.srcset).toContain('480w');
    expect(toAnimationView(picture)).toBeNull();
  });

  it("is not a picture anywhere a picture is chosen: a review's photo set to an animation is refused, a picture is taken", async () => {
    const animation = await upload(file(JSON.stringify(lottie)));
    const review = {
      author: 'דנה',
      text: 'עבודה מסודרת.',
      rating: 5,
      date: '2026-11-01T00:00:00.000Z',
      _status: 'published' as const,
    };
    const refused = await payload
      .create({ collection: 'reviews', data: { ...review, photo: animation.id }, overrideAccess: true })
      .then(
        () => null,
        (err: { status?: number; data?: { errors?: { path: string }[] } }) => err,
      );
    expect(refused?.status).toBe(400);
    expect(refused?.data?.errors?.map((e) => e.path)).toContain('photo');
    const data = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#12355b' } })
      .png()
      .toBuffer();
    const picture = await upload(file(data, 'face.png', 'image/png'));
    const saved = await payload.create({
      collection: 'reviews',
      data: { ...review, photo: picture.id },
      overrideAccess: true,
    });
    expect(typeof saved.photo === 'object' ? saved.photo?.id : saved.photo).toBe(picture.id);
  });
});
