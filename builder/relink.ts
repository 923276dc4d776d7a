import type { Field } from '@puckeditor/core';
import type { Layout } from './layout';
import type { LayoutNode } from './props';
import { registry } from './registry';

type Relink = (href: string) => string;

const isLink = (field: Field | undefined): boolean => field?.metadata?.link === true;

function relinkProps(props: Record<string, unknown>, fields: Record<string, Field>, relink: Relink) {
  let changed: Record<string, unknown> | null = null;
  const set = (key: string, value: unknown) => {
    changed ??= { ...props };
    changed[key] = value;
  };
  for (const [key, field] of Object.entries(fields)) {
    const value = props[key];
    if (isLink(field) && typeof value === 'string') {
      const next = relink(value);
      if (next !== value) set(key, next);
    } else if (field.type === 'slot' && Array.isArray(value)) {
      const next = relinkNodes(value as LayoutNode[], relink);
      if (next !== value) set(key, next);
    } else if (field.type === 'array' && Array.isArray(value)) {
      const items = value as Record<string, unknown>[];
      const next = items.map((item) => relinkProps(item, field.arrayFields, relink));
      if (next.some((item, i) => item !== items[i])) set(key, next);
    }
  }
  return changed ?? props;
}

function relinkNodes(nodes: readonly LayoutNode[], relink: Relink): LayoutNode[] {
  const next = nodes.map((node) => {
    const fields = registry[node.type]?.editor.fields;
    if (!fields) return node;
    const props = relinkProps(node.props, fields, relink);
    return props === node.props ? node : { ...node, props: props as LayoutNode['props'] };
  });
  return next.some((node, i) => node !== nodes[i]) ? next : (nodes as LayoutNode[]);
}

/**
 * The layout with every link prop (the editor's fields tagged `metadata.link`, in widgets, their rows and
 * nested slots) passed through `relink`. Unchanged parts keep their identity; an unchanged layout is
 * returned as it is.
 */
export function relinkLayout(layout: Layout, relink: Relink): Layout {
  const content = relinkNodes(layout.content, relink);
  return content === layout.content ? layout : { ...layout, content };
}
