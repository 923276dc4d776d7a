import type { Field } from '@puckeditor/core';
import type { Layout } from './layout';
import type { LayoutNode } from './props';
import { registry } from './registry';

/** The words a visitor reads on a builder page, for the site search: heading widgets apart. */
export interface LayoutWords {
  headings: string[];
  body: string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Stored rich text is sanitised HTML: its text is what is left without tags, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return entities[name.toLowerCase()] ?? whole;
    });
}

function collect(props: Record<string, unknown>, fields: Record<string, Field>, into: string[], out: LayoutWords) {
  for (const [key, field] of Object.entries(fields)) {
    const value = props[key];
    if (typeof value === 'string' && value.trim()) {
      if (field.metadata?.words === true) into.push(value.trim());
      else if (field.type === 'richtext') into.push(htmlText(value).trim());
    } else if (field.type === 'slot' && Array.isArray(value)) {
      walk(value as LayoutNode[], out);
    } else if (field.type === 'array' && Array.isArray(value)) {
      for (const item of value as Record<string, unknown>[]) collect(item, field.arrayFields, into, out);
    }
  }
}

function walk(nodes: readonly LayoutNode[], out: LayoutWords) {
  for (const node of nodes) {
    const fields = registry[node.type]?.editor.fields;
    if (fields) collect(node.props, fields, node.type === 'heading' ? out.headings : out.body, out);
  }
}

export function layoutWords(layout: Layout): LayoutWords {
  const out: LayoutWords = { headings: [], body: [] };
  walk(layout.content, out);
  return out;
}
