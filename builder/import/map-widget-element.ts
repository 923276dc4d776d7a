import type { LayoutNode } from '../props';
import { commonProps } from './common-settings';
import { listOf, reportLeftovers, whereOf } from './element-helpers';
import type { ElementorElement } from './elementor-types';
import { quote, type MapContext } from './map-context';
import { withKitTypography } from './kit-typography';
import { placeholderNode } from './placeholder';
import { Settings } from './settings';
import { nested, type Parent } from './walk';
import type { WidgetDraft } from './widget-mapper';
import { widgetMapper } from './widget-mappers';

/** One Elementor widget: its arig widget with the common settings, or a placeholder that keeps it. */
export function mapWidget(el: ElementorElement, ctx: MapContext, depth: number, parent: Parent): LayoutNode[] {
  const where = whereOf(el);
  ctx.report.widget(el.widgetType);
  const mapper = widgetMapper(el.widgetType);
  const s = new Settings(withKitTypography(el.settings, ctx));
  let draft: WidgetDraft | null = null;
  if (mapper) {
    try {
      draft = mapper({
        s,
        ctx,
        el,
        depth,
        where,
        child: (type, props) => (ctx.takeNode() ? { type, props: { id: ctx.nodeId(type, el.id), ...props } } : null),
      });
    } catch (error) {
      // Settings of a shape no mapping expected: the widget is kept whole in a placeholder instead.
      ctx.report.issue(`${where}: ההגדרות לא נקראו (${quote(error instanceof Error ? error.message : String(error))})`);
      draft = null;
    }
  }
  if (!draft) {
    return [
      ...listOf(placeholderNode(ctx, el.widgetType, el.id, el.rawSettings, where)),
      ...nested(el, ctx, depth, parent),
    ];
  }
  if (!ctx.takeNode()) return [];
  const id = ctx.nodeId(draft.type, el.id);
  const props: LayoutNode['props'] = {
    id,
    ...commonProps(s, ctx, 'widget', where, draft.anchor ?? ''),
    ...draft.props,
  };
  ctx.keepSource(id, el);
  if (draft.type === 'loop-grid') ctx.loopGrids.set(el.id, id);
  const grid = draft.targetGrid;
  if (draft.type === 'taxonomy-filter') {
    ctx.later(() => {
      const target = grid ? ctx.loopGrids.get(grid) : undefined;
      if (target) props.target = target;
      else ctx.report.issue(`${where}: רשת הפריטים שהמסנן מפעיל לא נמצאה בעמוד`);
    });
  }
  reportLeftovers(s, ctx, el.widgetType, where);
  return [{ type: draft.type, props }, ...nested(el, ctx, depth, parent)];
}
