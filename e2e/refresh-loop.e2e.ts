import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEditNonce, editNonceHeader } from '../cms/access/edit-nonce';
import { toLexical } from '../cms/seed/lexical';
import { demoUsers } from '../cms/seed/users';
import { payloadSecret } from '../config/env';
import { useSiteUnderTest } from './site-under-test';

/**
 * `POST /wp-json/arig/v1/refresh-loop` over HTTP against the production build (security bar §1.2 test 3,
 * §4.6): every access rule, the 400/413/415 refusals, caching, and a fuzz run that must never see a 5xx.
 */
const site = useSiteUnderTest();
const endpoint = '/wp-json/arig/v1/refresh-loop';
const allowed = new Set([200, 400, 401, 403, 404, 408, 413, 415]);

const gridLayout = (gridId: string, extra: object[] = []) => ({
  version: 1,
  root: { props: {} },
  content: [
    { type: 'heading', props: { id: 'title', text: 'רשת מאמרים', tag: 'h1' } },
    ...extra,
    { type: 'loop-grid', props: { id: gridId, per_page: 4, query_categories: 'articles' } },
  ],
});

let adminToken = '';
let published = { id: 0, url: '' };
let draft = { id: 0, url: '' };
let other = { id: 0, url: '' };

async function token(email: string, password: string): Promise<{ token: string; user: { id: number } }> {
  const res = await fetch(`${site.url}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { token: string; user: { id: number } };
}

async function createPage(slug: string, layout: object, status: 'published' | 'draft') {
  const res = await fetch(`${site.url}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ title: slug, slug, layout, _status: status }),
  });
  if (!res.ok) throw new Error(`creating ${slug} failed: ${res.status} ${await res.text()}`);
  const { doc } = (await res.json()) as { doc: { id: number } };
  return { id: doc.id, url: `/${slug}/` };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const call = (overrides: Record<string, unknown> = {}) => ({
  post_id: published.id,
  widget_id: 'grid-a',
  widget_filters: {},
  pagination_base_url: published.url,
  ...overrides,
});

const archiveCall = (overrides: Record<string, unknown> = {}) => ({
  post_id: 0,
  widget_id: 'archive-grid',
  widget_filters: {
    'archive-filter': {
      filterType: 'taxonomy',
      filterData: { selectedTaxonomy: 'category', terms: ['fabrics', 'testing'], logicalJoin: 'OR' },
    },
  },
  pagination_base_url: '/articles/?e-filter-archive-grid-category=fabrics~testing',
  ...overrides,
});

beforeAll(async () => {
  adminToken = (await token(demoUsers.admin.email, demoUsers.admin.password)).token;
  published = await createPage('loop-published', gridLayout('grid-a'), 'published');
  draft = await createPage('loop-draft', gridLayout('grid-d'), 'draft');
  other = await createPage('loop-other', gridLayout('grid-o'), 'published');
});

describe('public calls', () => {
  it('answer the results HTML, cacheable and the same whatever the cookies', async () => {
    const res = await post(archiveCall());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.get('set-cookie')).toBeNull();
    const { data } = (await res.json()) as { data: string };
    expect(data).toContain('נמצאו 16 פריטים');
    expect(data.match(/class="post-card"/g)).toHaveLength(10);
    expect(data).toContain('href="/articles/page/2/?e-filter-archive-grid-category=fabrics~testing"');
    const editor = await token(demoUsers.editor.email, demoUsers.editor.password);
    for (const cookie of ['a=b', `payload-token=${editor.token}`]) {
      const again = await post(archiveCall(), { cookie });
      expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(((await again.json()) as { data: string }).data).toBe(data);
    }
  });

  it('answer a repeated call from the page cache, compressed, with the site headers', async () => {
    const first = await post(archiveCall());
    const again = await post(archiveCall(), { 'accept-encoding': 'br' });
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Only an answer sent from the page cache is compressed and carries an ETag.
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await again.json()).toEqual(await first.json());
    // The same selection in other bytes is still answered, and the same.
    const spaced = JSON.stringify(archiveCall(), null, 2);
    expect(await (await post(spaced)).json()).toEqual(await (await post(archiveCall())).json());
  });

  it('show a newly published article at once (a publish empties the remembered answers)', async () => {
    const before = ((await (await post(archiveCall())).json()) as { data: string }).data;
    const categories = await fetch(`${site.url}/api/categories?where[slug][equals]=fabrics&depth=0`);
    const fabrics = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
    const title = 'מאמר חדש ברשת המסוננת';
    const created = await fetch(`${site.url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
      body: JSON.stringify({
        title,
        slug: 'loop-fresh-article',
        content: toLexical([{ type: 'p', text: 'גוף המאמר.' }]),
        categories: [fabrics],
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(before).not.toContain(title);
    const after = ((await (await post(archiveCall())).json()) as { data: string }).data;
    expect(after).toContain(title);
    expect(after).toContain('נמצאו 17 פריטים');
  });

  it('page a builder page grid by its e-page parameter', async () => {
    const res = await post(call({ pagination_base_url: `${published.url}?e-page-grid-a=2` }));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: string };
    expect(data.match(/class="post-card"/g)).toHaveLength(4);
    expect(data).toContain('aria-label="עמוד 2 מתוך 8"');
    expect(data).toContain(`href="${published.url}?e-page-grid-a=3" rel="next"`);
  });

  it("page a tag, an author or a date archive's listing (post_id 0 and the archive's own path)", async () => {
    const listing = async (path: string) => {
      const res = await post({ post_id: 0, widget_id: 'archive-posts', widget_filters: {}, pagination_base_url: path });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: string }).data;
    };
    const iso = await listing('/tag/iso/');
    // The archive's one grid answers to the category archives' id too (an archive template's grid has it).
    const asGrid = await post(archiveCall({ widget_filters: {}, pagination_base_url: '/tag/iso/' }));
    expect(((await asGrid.json()) as { data: string }).data).toBe(iso);
    expect(iso).toContain('href="/colour-fastness-washing/"');
    expect(iso).not.toContain('href="/geotextiles/"');
    // A tag's cards name their authors; an author's archive lists only theirs, without repeating the byline.
    expect(iso).toMatch(/מאת <a href="\/author\/[a-z-]+\/">/);
    const author = await listing('/author/itai-shamir/');
    // The seed gives the editor 15 of the 31 articles.
    expect(author).toContain('נמצאו 15 פריטים');
    expect(author).not.toMatch(/מאת <a href="\/author\//);
    const year = await listing('/2024/page/2/');
    expect(year).toMatch(/aria-label="עמוד 2 מתוך \d+"/);
    expect(year).toContain('href="/2024/" rel="prev"');
  });

  it('a draft or unknown post, a foreign widget or another page path: one and the same 404', async () => {
    const bodies: string[] = [];
    for (const body of [
      call({ post_id: 987654 }),
      call({ post_id: draft.id, widget_id: 'grid-d', pagination_base_url: draft.url }),
      call({ widget_id: 'grid-o' }),
      call({ widget_id: 'title' }),
      call({ widget_id: 'nope' }),
      call({ pagination_base_url: other.url }),
      archiveCall({ pagination_base_url: '/no-such-category/' }),
      archiveCall({ widget_id: 'grid-a' }),
      archiveCall({ widget_id: 'archive-posts', pagination_base_url: '/tag/no-such-tag/' }),
      archiveCall({ widget_id: 'archive-posts', pagination_base_url: '/author/nobody/' }),
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      bodies.push(await res.text());
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('לא נמצאו');
  });
});

describe('refusals', () => {
  it('400 with a Hebrew message for unknown keys, wrong types, foreign URLs, taxonomies and terms', async () => {
    const filter = (taxonomy: string, terms: string[]) => ({
      f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: taxonomy, terms, logicalJoin: 'AND' } },
    });
    for (const body of [
      { ...call(), extra: 1 },
      call({ post_id: '1' }),
      call({ post_id: -1 }),
      call({ widget_filters: [] }),
      call({ pagination_base_url: '//evil.example/' }),
      call({ pagination_base_url: 'https://evil.example/' }),
      call({ pagination_base_url: 'javascript:alert(1)' }),
      call({ widget_filters: filter('post_tag', ['a']) }),
      call({ widget_filters: filter('category', ['no-such-term']) }),
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message).toMatch(/[\u05D0-\u05EA]/);
      expect(message).not.toContain('evil');
    }
  });

  it('413 for oversized bodies, 415 (or Astro 403) for other content types', async () => {
    expect((await post(`{"pad":"${'a'.repeat(1024 * 1024)}"}`)).status).toBe(413);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${site.url}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(call()),
      });
      expect([403, 415], type).toContain(res.status);
    }
  });
});

describe('a body that never ends', () => {
  /** Sends the start of a body that declares a longer length, and waits for the answer. */
  const declaredButSlow = () =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${site.url}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '200' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"post_id":');
    });

  it('is dropped with 408 after the 10 s read deadline, with or without a declared length', async () => {
    const started = Date.now();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"post_id":'));
      },
    });
    const streamed = fetch(`${site.url}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const [res, declared] = await Promise.all([streamed, declaredButSlow()]);
    expect(res.status).toBe(408);
    expect(declared).toBe(408);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await post(archiveCall())).status).toBe(200);
  }, 30_000);
});

describe('edit mode', () => {
  const model = { per_page: 2, pagination: 'none' };

  it('is refused anonymously (401), to a customer (403) and to an editor without a valid nonce (403)', async () => {
    const body = call({ is_edit_mode: true, widget_model: model });
    expect((await post(body)).status).toBe(401);
    expect((await post(call({ widget_model: model }))).status).toBe(401);
    const created = await fetch(`${site.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
      body: JSON.stringify({
        name: 'לקוחה',
        email: 'customer@loop.example',
        password: 'customer-pass-2026',
        roles: ['customer'],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const customer = await token('customer@loop.example', 'customer-pass-2026');
    const customerNonce = createEditNonce(
      payloadSecret(),
      { collection: 'users', id: customer.user.id },
      customer.token,
    );
    const asCustomer = await post(body, { authorization: `JWT ${customer.token}`, [editNonceHeader]: customerNonce });
    expect(asCustomer.status).toBe(403);
    const editor = await token(demoUsers.editor.email, demoUsers.editor.password);
    const other = await token(demoUsers.editor.email, demoUsers.editor.password);
    for (const nonce of [
      undefined,
      'x',
      createEditNonce(payloadSecret(), { collection: 'users', id: editor.user.id }, `${other.token}x`),
    ]) {
      const headers: Record<string, string> = { authorization: `JWT ${editor.token}` };
      if (nonce) headers[editNonceHeader] = nonce;
      expect((await post(body, headers)).status).toBe(403);
    }
  });

  it('renders the unsaved model for an editor with a nonce bound to the session, private and uncached', async () => {
    const editor = await token(demoUsers.editor.email, demoUsers.editor.password);
    const nonce = createEditNonce(payloadSecret(), { collection: 'users', id: editor.user.id }, editor.token);
    const headers = { authorization: `JWT ${editor.token}`, [editNonceHeader]: nonce };
    const res = await post(call({ is_edit_mode: true, widget_model: model, widget_id: 'new-grid' }), headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await res.json()) as { data: string };
    expect(data.match(/class="post-card"/g)).toHaveLength(2);
    expect(data).not.toContain('pagination');
    const draftPreview = await post(
      call({ post_id: draft.id, pagination_base_url: draft.url, is_edit_mode: true, widget_model: model }),
      headers,
    );
    expect(draftPreview.status).toBe(200);
    const badModel = await post(call({ is_edit_mode: true, widget_model: { per_page: 'all' } }), headers);
    expect(badModel.status).toBe(400);
  });
});

describe('fuzz (never a 5xx, the server stays up)', () => {
  it('answers the security bar corpus and seeded mutations with 4xx or 200 only', async () => {
    const corpus: string[] = [
      '{',
      '{"a":}',
      '{"post_id":1,}',
      "{'post_id':1}",
      '\uFEFF{"post_id":1}',
      'NaN',
      '1e999',
      '"\\ud800"',
      '[]',
      'null',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['.repeat(
        90,
      ),
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      '{"post_id":1,"post_id":2}',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      JSON.stringify(call()).replace('"widget_filters":{}', '"widget_filters":{"__proto__":{"polluted":1}}'),
      JSON.stringify(
        call({ widget_filters: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 1])) }),
      ),
      JSON.stringify(call({ pagination_base_url: 'a'.repeat(100_000) })),
      JSON.stringify(call({ widget_id: '\u202Egrid-a' })),
      JSON.stringify(archiveCall({ pagination_base_url: '/%E0%A4%A/' })),
      JSON.stringify(archiveCall({ pagination_base_url: '/articles/page/99999/' })),
    ];
    for (const v of ['1', -1, 0, 1.5, 2 ** 53 + 1, [], {}, null, true, '1 OR 1=1']) {
      corpus.push(JSON.stringify(call({ post_id: v })), JSON.stringify(archiveCall({ post_id: v })));
    }
    for (const v of ['category', [], 1, null, { x: 1 }]) corpus.push(JSON.stringify(call({ widget_filters: v })));
    for (const v of [1, 'javascript:alert(1)', '//evil', '/\\evil', '/\t/evil', '']) {
      corpus.push(JSON.stringify(call({ pagination_base_url: v })));
    }
    // Seeded mutations of a valid body: flip, drop or duplicate one character.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const valid = JSON.stringify(archiveCall());
    for (let i = 0; i < 150; i++) {
      const at = Math.floor(random() * valid.length);
      const ch = String.fromCharCode(32 + Math.floor(random() * 95));
      const op = Math.floor(random() * 3);
      corpus.push(
        op === 0
          ? valid.slice(0, at) + ch + valid.slice(at + 1)
          : op === 1
            ? valid.slice(0, at) + valid.slice(at + 1)
            : valid.slice(0, at) + ch + valid.slice(at),
      );
    }
    for (const body of corpus) {
      const res = await post(body);
      const text = await res.text();
      expect(allowed.has(res.status), `${res.status} for ${body.slice(0, 120)}`).toBe(true);
      expect(text).not.toMatch(/at .+\.(ts|js|mjs):\d+/); // no stack traces
    }
    const after = await post(archiveCall());
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain('polluted');
    expect((await fetch(`${site.url}/robots.txt`)).status).toBe(200);
  });
});
