import { describe, expect, it } from 'vitest';
import { readBar, type AnnouncementBar } from '../../engines/announcement/bar';
import { createExpiringStore } from '../../engines/expiring-store';
import { barsBootstrap, barsCss } from './bars-bootstrap';

const now = Date.parse('2026-11-26T10:00:00Z');
const bar = (id: number, more: Record<string, unknown> = {}): AnnouncementBar =>
  readBar({ id, text: 'הודעה', version: 'v1', ...more })!;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

/** Runs the head script as the browser would, against these storages and clock; returns data-bars-off. */
function runInHead(script: string, local: MemoryStorage, session: MemoryStorage, at = now): string | null {
  const attrs = new Map<string, string>();
  const document = { documentElement: { setAttribute: (k: string, v: string) => void attrs.set(k, v) } };
  const DateAt = { now: () => at };
  new Function('localStorage', 'sessionStorage', 'document', 'Date', script)(local, session, document, DateAt);
  return attrs.get('data-bars-off') ?? null;
}

describe('the bars head script', () => {
  it("marks off the bars closed in this browser (the bar code's own store), and leaves the others", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    createExpiringStore(local, () => now - 1000).set('arig-bar-1-v1', 1, 86_400);
    createExpiringStore(session, () => now).set('arig-bar-2-v1', 1);
    const script = barsBootstrap([bar(1), bar(2), bar(3)]);
    expect(runInHead(script, local, session)).toBe('arig-bar-1 arig-bar-2');
  });

  it('shows a bar again once its closing expired, or after the owner edited it (a new version)', () => {
    const local = new MemoryStorage();
    createExpiringStore(local, () => now - 2 * 86_400_000).set('arig-bar-1-v1', 1, 86_400);
    createExpiringStore(local, () => now).set('arig-bar-2-v0', 1, 86_400);
    expect(runInHead(barsBootstrap([bar(1), bar(2)]), local, new MemoryStorage())).toBeNull();
  });

  it('marks off a bar whose countdown passed after the page was cached', () => {
    const script = barsBootstrap([
      bar(4, { until: '2026-11-26T09:59:00Z' }),
      bar(5, { until: '2026-11-27T00:00:00Z' }),
    ]);
    expect(runInHead(script, new MemoryStorage(), new MemoryStorage())).toBe('arig-bar-4');
  });

  it('survives storage that throws (blocked cookies)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as MemoryStorage;
    expect(runInHead(barsBootstrap([bar(1)]), blocked, blocked)).toBeNull();
  });
});

describe('barsCss', () => {
  it('hides each marked-off bar, and lifts the floating buttons only for a shown bottom bar', () => {
    const css = barsCss([bar(1), bar(2, { position: 'bottom' })]);
    expect(css).toContain('html[data-bars-off~="arig-bar-1"] #arig-bar-1{display:none}');
    expect(css).toContain('html:not([data-bars-off~="arig-bar-2"]):has(#arig-bar-2){--arig-bottom-bar:');
    expect(css).not.toContain(':has(#arig-bar-1)');
  });
});
