import type { DomElement, DomNode } from './content-dom';
import type { LexicalBlock } from './content-lexical-nodes';
import type { ContentIssue, ContentResolver } from './content-types';

/** What one conversion accumulates: the resolver, the issues and media met, and node ids. */
export interface ConvertContext {
  resolver: ContentResolver;
  issues: ContentIssue[];
  mediaIds: (number | string)[];
  seenMedia: Set<number | string>;
  nextId: () => string;
}

/**
 * The block converter, handed to the modules that convert one kind of element, so that they can convert
 * what they contain without importing the converter (which imports them).
 */
export interface Walker {
  ctx: ConvertContext;
  /** Any nodes, in order, to blocks. */
  blocks(nodes: DomNode[]): LexicalBlock[];
  /** The blocks an element makes, or null when it is inline (text formatting, links, spans). */
  blockElement(el: DomElement): LexicalBlock[] | null;
}

function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

/**
 * Node ids in the 24-hex shape Payload generates (bson ObjectId), derived from the content so that
 * converting the same post again gives the same JSON (re-imports compare equal).
 */
export function createContext(resolver: ContentResolver, source: string): ConvertContext {
  const prefix = hex(fnv1a(source, 0x811c9dc5), 8) + hex(fnv1a(source, 0x050c5d1f), 8);
  let counter = 0;
  return { resolver, issues: [], mediaIds: [], seenMedia: new Set(), nextId: () => prefix + hex((counter += 1), 8) };
}

export function addIssue(ctx: ConvertContext, kind: ContentIssue['kind'], detail: string): void {
  ctx.issues.push({ kind, detail });
}

export function addMedia(ctx: ConvertContext, id: number | string): void {
  if (ctx.seenMedia.has(id)) return;
  ctx.seenMedia.add(id);
  ctx.mediaIds.push(id);
}
