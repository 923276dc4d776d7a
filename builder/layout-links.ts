import type { Layout } from './layout';
import { renderConfig } from './render-config';
import { walkLayout } from './render-layout';

export interface LayoutLink {
  label: string;
  href: string;
}

/** A prop value's own links: an object with a non-empty `link` and words for it, at any depth (list items). */
function collect(value: unknown, out: LayoutLink[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const href = typeof record.link === 'string' ? record.link.trim() : '';
  const label = [record.text, record.link_text, record.title].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  if (href && href !== '#' && label) out.push({ label: label.trim(), href });
  for (const inner of Object.values(record)) if (typeof inner === 'object') collect(inner, out);
}

/**
 * The links a layout offers, in page order, each once: what a mega panel falls back to as a plain
 * submenu (before its layout arrives, or without JavaScript). Slots are walked as nodes, not as props.
 */
export function layoutLinks(layout: Pick<Layout, 'content'>): LayoutLink[] {
  const found: LayoutLink[] = [];
  walkLayout(layout.content, (node) => {
    const slots = renderConfig[node.type]?.slots ?? {};
    collect(Object.fromEntries(Object.entries(node.props).filter(([key]) => !Object.hasOwn(slots, key))), found);
  });
  const seen = new Set<string>();
  return found.filter((link) => {
    const key = `${link.href}\u0000${link.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
