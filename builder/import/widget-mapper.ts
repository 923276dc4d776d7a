import type { LayoutNode } from '../props';
import type { WidgetType } from '../schemas';
import type { ElementorElement } from './elementor-types';
import type { MapContext } from './map-context';
import type { Settings } from './settings';

/** A mapped widget before its id and common settings are added. */
export interface WidgetDraft {
  type: WidgetType;
  props: Record<string, unknown>;
  /** An anchor the widget carries in its own settings (a button's CSS id, a menu anchor). */
  anchor?: string;
  /** A taxonomy filter's loop grid, by Elementor element id (its arig node id is known once the page is mapped). */
  targetGrid?: string;
}

export interface MapArgs {
  s: Settings;
  ctx: MapContext;
  el: ElementorElement;
  /** The depth the mapped node will sit at (top level = 1). */
  depth: number;
  /** How the report names this element: `heading (790b8da)`. */
  where: string;
  /** A child node of a composite mapping (icon box → container with a heading and a text): id and budget taken. */
  child: (type: WidgetType, props: Record<string, unknown>) => LayoutNode | null;
}

/** Maps one Elementor widget to arig; null makes it a placeholder (the mapper reports why, when there is a why). */
export type WidgetMapper = (args: MapArgs) => WidgetDraft | null;
