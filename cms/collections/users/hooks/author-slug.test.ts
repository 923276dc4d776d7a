import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../testing/temp-payload';
import { toLexical } from '../../../seed/lexical';
import { toImageView } from '../../../../data/map/image';
import { toPostView } from '../../../../data/map/post';

let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
});

afterAll(async () => {
  await cleanup?.();
});

let seq = 0;
const createUser = (name: string, authorSlug?: string) =>
  payload.create({
    collection: 'users',
    data: {
      email: `author-${(seq += 1)}@arig.example`,
      password: 'secret-pass-1',
      name,
      roles: ['editor'],
      authorSlug,
    },
    ...system,
  });

const createPost = (author: number, slug: string, status: 'draft' | 'published') =>
  payload.create({
    collection: 'posts',
    data: { title: `מאמר ${slug}`, slug, content: toLexical([{ type: 'p', text: 'גוף' }]), author, _status: status },
    draft: status === 'draft',
    ...system,
  });

const readPost = (id: number) => payload.findByID({ collection: 'posts', id, depth: 0, ...system });

describe("an author's archive address", () => {
  it('is made from the name when left empty, and made unique', async () => {
    const first = await createUser('Dana Levi');
    const second = await createUser('Dana Levi');
    expect(first.authorSlug).toBe('dana-levi');
    expect(second.authorSlug).toBe('dana-levi-2');
    expect((await createUser('רונית כץ')).authorSlug).toBe('רונית-כץ');
  });

  it('normalises a typed address, and refuses one with nothing usable in it', async () => {
    expect((await createUser('בודק', 'Noa / Barak?')).authorSlug).toBe('noa-barak');
    await expect(createUser('בודקת', '!!!')).rejects.toThrow(/מזהה לעמוד הכותב/);
  });

  it("is copied onto the author's articles with the byline, and follows a rename without touching drafts", async () => {
    const author = await createUser('Yael Tal');
    const published = await createPost(author.id, 'author-copy-published', 'published');
    expect([published.authorName, published.authorSlug]).toEqual(['Yael Tal', 'yael-tal']);
    const draft = await createPost(author.id, 'author-copy-draft', 'draft');
    const versionsBefore = await payload.countVersions({
      collection: 'posts',
      where: { parent: { equals: published.id } },
    });

    await payload.update({
      collection: 'users',
      id: author.id,
      data: { name: 'Yael Tal-Or', authorSlug: 'yael' },
      ...system,
    });

    const after = await readPost(published.id);
    expect([after.authorName, after.authorSlug, after._status]).toEqual(['Yael Tal-Or', 'yael', 'published']);
    const versionsAfter = await payload.countVersions({
      collection: 'posts',
      where: { parent: { equals: published.id } },
    });
    expect(versionsAfter.totalDocs).toBe(versionsBefore.totalDocs);
    expect((await readPost(draft.id))._status).toBe('draft');
  });
});

describe("the author box's profile", () => {
  it("is copied onto the author's articles, follows an edit, and reaches the article's view", async () => {
    const png = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#0b5394' } })
      .png()
      .toBuffer();
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'נועה בר' },
      file: { data: png, mimetype: 'image/png', name: 'noa-bar.png', size: png.length },
      ...system,
    });
    const author = await payload.create({
      collection: 'users',
      data: {
        email: `author-${(seq += 1)}@arig.example`,
        password: 'secret-pass-1',
        name: 'נועה בר',
        roles: ['editor'],
        bio: '  מהנדסת צביעה.  ',
        avatar: picture.id,
      },
      ...system,
    });
    const post = await readPost((await createPost(author.id, 'author-profile-copy', 'published')).id);
    expect([post.authorBio, post.authorAvatar]).toEqual(['מהנדסת צביעה.', picture.id]);
    const view = toPostView(
      post,
      { categories: new Map(), images: new Map([[picture.id, toImageView(picture)]]) },
      null,
    );
    expect(view.authorProfile).toMatchObject({
      name: 'נועה בר',
      url: `/author/${encodeURIComponent('נועה-בר')}/`,
      bio: 'מהנדסת צביעה.',
      avatar: { src: toImageView(picture)?.src },
    });

    await payload.update({
      collection: 'users',
      id: author.id,
      data: { bio: 'מהנדסת צביעה וגימור.', avatar: null },
      ...system,
    });
    const after = await readPost(post.id);
    expect([after.authorBio, after.authorAvatar, after._status]).toEqual(['מהנדסת צביעה וגימור.', null, 'published']);
    expect(toPostView(after, { categories: new Map(), images: new Map() }, null).authorProfile).toMatchObject({
      bio: 'מהנדסת צביעה וגימור.',
      avatar: null,
    });
  });
});
