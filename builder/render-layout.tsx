import type { ReactNode } from 'react';
import { elementAttrs, elementDomId, type CommonProps } from './common';
import type { RenderContext, TocHeading, WidgetContext } from './context';
import type { Layout } from './layout';
import type { LayoutNode } from './props';
import { renderConfig } from './render-config';

type NodeProps = LayoutNode['props'] & CommonProps;

/** Walks every node of a validated layout, slot children included, depth first in page order. */
export function walkLayout(nodes: readonly LayoutNode[], visit: (node: LayoutNode) => void): void {
  for (const node of nodes) {
    visit(node);
    const entry = renderConfig[node.type];
    if (!entry) continue;
    for (const slot of Object.keys(entry.slots)) {
      const children = node.props[slot];
      if (Array.isArray(children)) walkLayout(children as LayoutNode[], visit);
    }
  }
}

/** Island types the page needs (so it loads only those); a widget whose island is conditional counts only
 * when its props need it. */
export function collectIslands(layout: Pick<Layout, 'content'>): string[] {
  const found = new Set<string>();
  walkLayout(layout.content, (node) => {
    const entry = renderConfig[node.type];
    if (entry?.island && (!entry.needsIsland || entry.needsIsland(node.props))) found.add(node.type);
  });
  return [...found];
}

/** The headings a table of contents lists: heading widgets with an h1–h6 tag, in page order. */
export function collectHeadings(layout: Pick<Layout, 'content'>): TocHeading[] {
  const headings: TocHeading[] = [];
  walkLayout(layout.content, (node) => {
    if (node.type !== 'heading') return;
    const tag = String(node.props.tag ?? '');
    if (!/^h[1-6]$/.test(tag)) return;
    // Heading text is plain text (React escapes it in the table of contents too).
    const text = String(node.props.text ?? '').trim();
    if (text) headings.push({ id: elementDomId(node.props as NodeProps), text, level: Number(tag.slice(1)) });
  });
  return headings;
}

/** The video providers whose players the layout may load (a page's CSP admits exactly these). */
export function collectVideoProviders(layout: Pick<Layout, 'content'>): ('youtube' | 'vimeo')[] {
  const found = new Set<'youtube' | 'vimeo'>();
  walkLayout(layout.content, (node) => {
    const provider = node.props.provider;
    if (node.type === 'video' && (provider === 'youtube' || provider === 'vimeo') && node.props.url)
      found.add(provider);
  });
  return [...found].sort();
}

/** Whether the layout has a widget of this type anywhere (the data layer loads its data only then). */
export function hasWidget(layout: Pick<Layout, 'content'>, type: string): boolean {
  let found = false;
  walkLayout(layout.content, (node) => {
    if (node.type === type) found = true;
  });
  return found;
}

/** The services whose frames the page's social embeds may load ("social:x"), for its CSP. */
export function collectSocialEmbeds(layout: Pick<Layout, 'content'>): `social:${string}`[] {
  const found = new Set<`social:${string}`>();
  walkLayout(layout.content, (node) => {
    if (node.type === 'social-embed' && typeof node.props.service === 'string' && node.props.url)
      found.add(`social:${node.props.service}`);
  });
  return [...found].sort();
}

/** Media ids the page's image widgets use, for the data layer to resolve into context.images. */
export function collectMediaIds(layout: Pick<Layout, 'content'>): string[] {
  const ids = new Set<string>();
  walkLayout(layout.content, (node) => {
    if (
      (node.type === 'image' || node.type === 'hotspot') &&
      typeof node.props.media_id === 'string' &&
      node.props.media_id
    ) {
      ids.add(node.props.media_id);
    }
    if (
      (node.type === 'video' || node.type === 'lottie') &&
      typeof node.props.poster_media_id === 'string' &&
      node.props.poster_media_id
    ) {
      ids.add(node.props.poster_media_id);
    }
    if ((node.type === 'gallery' || node.type === 'image-carousel') && Array.isArray(node.props.items)) {
      for (const item of node.props.items as { media_id?: unknown }[]) {
        if (typeof item?.media_id === 'string' && item.media_id) ids.add(item.media_id);
      }
    }
    if (node.type === 'slides' && Array.isArray(node.props.slides)) {
      for (const slide of node.props.slides as { media_id?: unknown }[]) {
        if (typeof slide?.media_id === 'string' && slide.media_id) ids.add(slide.media_id);
      }
    }
  });
  return [...ids];
}

/** What the layout's forms and policy widgets need read: form ids, a newsletter form, a cookie table. */
export function collectForms(layout: Pick<Layout, 'content'>): {
  formIds: number[];
  newsletter: boolean;
  cookieTable: boolean;
} {
  const ids = new Set<number>();
  let newsletter = false;
  let cookieTable = false;
  walkLayout(layout.content, (node) => {
    if (node.type === 'cookie-table') cookieTable = true;
    if (node.type === 'form' && typeof node.props.form_id === 'number' && node.props.form_id > 0)
      ids.add(node.props.form_id);
    if (node.type === 'subscribe') newsletter = true;
  });
  return { formIds: [...ids], newsletter, cookieTable };
}

function renderNodes(nodes: readonly LayoutNode[], base: RenderContext): ReactNode[] {
  return nodes.map((node) => renderNode(node, base));
}

function renderNode(node: LayoutNode, base: RenderContext): ReactNode {
  const entry = renderConfig[node.type];
  if (!entry) return null;
  const props = node.props as NodeProps;
  const island = entry.island && (!entry.needsIsland || entry.needsIsland(props)) ? node.type : undefined;
  const ctx: WidgetContext = {
    ...base,
    attrs: elementAttrs(node.type, props, island),
    domId: elementDomId(props),
    editing: false,
    slot: (name, options) => {
      const children = props[name];
      return (
        <div className={options?.className}>
          {Array.isArray(children) ? renderNodes(children as LayoutNode[], base) : null}
        </div>
      );
    },
  };
  const Render = entry.render;
  return <Render key={props.id} props={props} ctx={ctx} />;
}

/**
 * Server-renders a validated layout (from readLayout/validateLayout) to HTML; no Puck runtime, no client
 * React. Pair with collectIslands(layout) to load only the islands the page contains.
 */
export function RenderLayout({ layout, context = {} }: { layout: Pick<Layout, 'content'>; context?: RenderContext }) {
  const base: RenderContext = { ...context, headings: context.headings ?? collectHeadings(layout) };
  return <>{renderNodes(layout.content, base)}</>;
}
