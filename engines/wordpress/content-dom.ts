import { DomUtils, type parseDocument } from 'htmlparser2';

/** The DOM types of htmlparser2's parse tree, named here so the converter needs no other package. */
export type DomNode = ReturnType<typeof parseDocument>['children'][number];
export type DomElement = Parameters<typeof DomUtils.getAttributeValue>[0];

export const isElement = (node: DomNode): node is DomElement => DomUtils.isTag(node);

export const attr = (el: DomElement, name: string): string => DomUtils.getAttributeValue(el, name) ?? '';

export const hasClass = (el: DomElement, name: string): boolean => attr(el, 'class').split(/\s+/).includes(name);

export const textOf = (nodes: DomNode | DomNode[]): string => DomUtils.textContent(nodes);

/** Markup as the author wrote it (entities only where HTML needs them), for excerpts shown to the editor. */
export const htmlOf = (nodes: DomNode[]): string => DomUtils.getOuterHTML(nodes, { encodeEntities: 'utf8' });

export const elementsIn = (nodes: DomNode[], name: string): DomElement[] =>
  DomUtils.findAll((el) => el.name === name, nodes);
