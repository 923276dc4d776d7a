import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { root } from '../scripts/lib/paths.ts';
import { cpuMs } from './cpu.ts';
import { loadResult, loadSettings, type LoadResult } from './load.ts';

/** Issue 16: what the form adds before interaction (its island, fetched on approach), and submit load. */
export interface FormBytes {
  /** The form island chunk, gzip (goal ≤ 3 KB). */
  island: number;
}

export async function formBytes(): Promise<FormBytes> {
  const dir = path.join(root, 'dist', 'site', 'client', '_astro');
  const chunk = (await readdir(dir)).find((f) => f.startsWith('form.island.') && f.endsWith('.js'));
  if (!chunk) throw new Error('no form.island chunk in dist/site/client/_astro');
  return { island: gzipSync(await readFile(path.join(dir, chunk)), { level: 9 }).length };
}

/**
 * Contact-form submits at 10 connections, as the island sends them (JSON answer): each one different
 * (so each is stored: no idempotent shortcut), from a different address behind the trusted proxy (the
 * server runs with ARIG_TRUST_PROXY=on, so the per-address form limit is not what is measured), with a
 * render token older than the 3 s a person needs. Each stores a submission and queues two messages.
 */
export async function loadFormSubmit(siteUrl: string, pid: number | null): Promise<LoadResult> {
  const url = new URL('/contact/', siteUrl).toString();
  const html = await (await fetch(url)).text();
  const formId = /name="_arig_form" value="(\d+)"/.exec(html)?.[1];
  const token = /name="_arig_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formId || !token) throw new Error('no contact form on /contact/');
  await new Promise((r) => setTimeout(r, 3_100));
  let n = 0;
  const body = () =>
    new URLSearchParams({
      _arig_form: formId,
      _arig_token: token,
      _arig_once: `bench-${Date.now().toString(36)}-${(n += 1)}`,
      name: `בדיקת עומס ${n}`,
      email: `load-${n}@example.com`,
      subject: 'consulting',
      message: 'בדיקת עומס של טופס יצירת הקשר.',
      privacy: 'yes',
    }).toString();
  const options = {
    url,
    connections: loadSettings.connections,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: body(),
          headers: {
            ...request.headers,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            origin: new URL(siteUrl).origin,
            'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}`,
          },
        }),
      },
    ],
  };
  await autocannon({ ...options, duration: loadSettings.warmupSeconds });
  const before = pid ? await cpuMs(pid) : 0;
  const raw = await autocannon({ ...options, duration: loadSettings.seconds });
  const after = pid ? await cpuMs(pid) : 0;
  return loadResult('contact form submit (stored + 2 messages queued)', url, raw, pid ? after - before : null);
}
