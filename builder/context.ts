import type { ReactNode } from 'react';
import type { NavItem } from '../components/layout/nav-types';
import type { ImageView } from '../data/types';
import type { ElementAttrs } from './common';

/** A heading the table of contents can link to. */
export interface TocHeading {
  id: string;
  text: string;
  level: number;
}

/**
 * What the page gives the renderer besides the layout: plain data, already read by the site's data layer.
 * Widgets never fetch; a missing menu/image renders nothing rather than failing the page.
 */
export interface RenderContext {
  /** Menus by location name (e.g. "main", "footer"), for the nav-menu widget. */
  menus?: Record<string, NavItem[]>;
  /** The page's headings for the table of contents; when absent, taken from the layout's heading widgets. */
  headings?: TocHeading[];
  /** Media by id, for the image widget (ids collected with collectMediaIds). */
  images?: Record<string, ImageView>;
  /** The current path, to mark the current menu item. */
  currentPath?: string;
}

export interface SlotOptions {
  className?: string;
}

/** What a widget's render gets besides its props. */
export interface WidgetContext extends RenderContext {
  /** Attributes for the widget's root element (id, classes, data-* for animation/sticky/island). */
  attrs: ElementAttrs;
  /** A stable, valid DOM id base for aria wiring (anchor id or derived from the node id). */
  domId: string;
  /** Renders the children of a slot prop inside a div with the given class. */
  slot: (name: string, options?: SlotOptions) => ReactNode;
  /** True inside the editor preview. */
  editing: boolean;
}
