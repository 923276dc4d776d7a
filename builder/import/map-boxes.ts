import { headingTags } from '../../widgets/heading/schema';
import type { LayoutNode } from '../props';
import { logicalAlign, logicalAlignNoJustify } from './align';
import { iconName } from './icons';
import { MAX_DEPTH } from './limits';
import { quote } from './map-context';
import { plainText } from './text';
import { oneOf } from './values';
import type { MapArgs, WidgetDraft, WidgetMapper } from './widget-mapper';

/**
 * The title and text of an icon box or image box as arig widgets: a heading (with the box's link) and a
 * text. arig has no box widget, so the box becomes a container holding them.
 */
function boxItems({ s, ctx, where, child }: MapArgs): LayoutNode[] {
  const align = logicalAlign(s.str('text_align')) ?? 'start';
  const link = ctx.link(s, 'link', where).href;
  const title = plainText(s.value('title_text'), 500);
  const description = s.str('description_text');
  return [
    title ? child('heading', { text: title, tag: oneOf(s.str('title_size'), headingTags, 'h3'), align, link }) : null,
    description.trim() ? child('text-editor', { html: ctx.rich(`<p>${description}</p>`, 50_000, where), align }) : null,
  ].filter((node) => node !== null);
}

function box(args: MapArgs, first: () => LayoutNode | null): WidgetDraft | null {
  if (args.depth >= MAX_DEPTH) {
    args.ctx.report.issue(`${args.where}: התיבה עמוקה מדי בעמוד לייבוא כמכל`);
    return null;
  }
  const position = args.s.str('position');
  if (position === 'left' || position === 'right')
    args.ctx.report.issue(`${args.where}: התמונה או הסמל שלצד הטקסט הוצבו מעליו`);
  const items = [first(), ...boxItems(args)].filter((node) => node !== null);
  return items.length === 0 ? null : { type: 'container', props: { direction: 'column', gap: 12, items } };
}

export const mapIconBox: WidgetMapper = (args) => {
  const name = iconName(args.s.value('selected_icon') ?? args.s.value('icon'));
  if (name) args.ctx.report.issue(`${args.where}: הסמל ${quote(name)} של תיבת הסמל לא יובא (לאריג אין רכיב סמל)`);
  return box(args, () => null);
};

export const mapImageBox: WidgetMapper = (args) =>
  box(args, () => {
    const image = args.s.record('image');
    const mediaId = args.ctx.media(image, args.where);
    if (!mediaId) return null;
    return args.child('image', {
      media_id: mediaId,
      alt: plainText(image?.alt, 300),
      align: logicalAlignNoJustify(args.s.str('text_align')) ?? 'center',
      sizes: 'third',
    });
  });
