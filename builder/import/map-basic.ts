import { isolateLtr as ltr } from '../../engines/bidi';
import { opaqueHex } from '../../engines/colour/opaque-hex';
import { headingTags } from '../../widgets/heading/schema';
import { MAX_DEPTH } from './limits';
import { logicalAlign, logicalAlignNoJustify } from './align';
import { arigIcon, iconName } from './icons';
import { kitColourId } from './map-background';
import { quote, type MapContext } from './map-context';
import { pixels } from './sizes';
import { mapTypography } from './map-typography';
import { plainText } from './text';
import { clampInt, oneOf } from './values';
import type { MapArgs, WidgetDraft, WidgetMapper } from './widget-mapper';

const headingSizes = ['default', 'small', 'medium', 'large', 'xl', 'xxl'] as const;

/**
 * A text widget's colour (a heading's `title_color`, a text editor's `text_color`). A kit colour stays global:
 * the primary, or the accent or a custom colour Site Settings took, when it reads on the page (4.5:1); others
 * are named in the report and the text keeps the text's colour. A colour of the widget's own becomes a custom
 * one, opaque, checked against the surface it lands on once the layout is whole (finalize.ts).
 */
function textColour(s: MapArgs['s'], key: string, ctx: MapContext, where: string) {
  const ref = s.global(key);
  if (!ref) {
    const raw = s.str(key);
    const hex = raw ? opaqueHex(raw) : null;
    if (hex) return { colour: 'custom', colour_custom: hex };
    if (raw) ctx.report.issue(`${where}: צבע הטקסט ${ltr(raw)} אינו אטום ולא יובא; הטקסט בצבע הטקסט`);
    return { colour: '' };
  }
  const id = kitColourId(ref);
  if (id === 'primary') return { colour: 'primary' };
  const global = ctx.kitColour(id);
  if (global?.readsAsText) return { colour: global.value };
  ctx.report.issue(
    global
      ? `${where}: צבע הטקסט הגלובלי ${ltr(id)} אינו קריא על רקע העמוד (פחות מ־${ltr('4.5:1')}); הטקסט בצבע הטקסט`
      : `${where}: צבע הטקסט הגלובלי ${ltr(id || ref)} אינו בין צבעי האתר; הטקסט בצבע הטקסט`,
  );
  return { colour: '' };
}

export const mapHeading: WidgetMapper = ({ s, ctx, where }) => {
  const text = plainText(s.value('title'), 500);
  if (!text) {
    ctx.report.issue(`${where}: כותרת ריקה`);
    return null;
  }
  return {
    type: 'heading',
    props: {
      text,
      tag: oneOf(s.str('header_size'), headingTags, 'h2'),
      align: logicalAlign(s.str('align')) ?? 'start',
      size: oneOf(s.str('size'), headingSizes, 'default'),
      ...textColour(s, 'title_color', ctx, where),
      link: ctx.link(s, 'link', where).href,
      ...mapTypography(s, 'heading'),
    },
  };
};

export const mapTextEditor: WidgetMapper = ({ s, ctx, where }) => {
  const columns = s.num('text_columns');
  return {
    type: 'text-editor',
    props: {
      html: ctx.rich(s.value('editor'), 50_000, where),
      align: logicalAlign(s.str('align')) ?? 'start',
      columns: columns === null ? '1' : String(clampInt(columns, 1, 3)),
      ...textColour(s, 'text_color', ctx, where),
      ...mapTypography(s, 'body'),
    },
  };
};

const buttonSizes: Readonly<Record<string, 'sm' | 'md' | 'lg'>> = { xs: 'sm', sm: 'sm', md: 'md', lg: 'lg', xl: 'lg' };

export const mapButton: WidgetMapper = ({ s, ctx, where }) => {
  let text = plainText(s.value('text'), 120);
  if (!text) {
    text = 'לחצו כאן';
    ctx.report.issue(`${where}: לכפתור לא היה טקסט; נכתב „לחצו כאן”`);
  }
  const link = ctx.link(s, 'link', where);
  const background = s.str('background_color');
  // A transparent fill with a border is Elementor's way of drawing an outline button.
  const outline = /^#[0-9a-f]{6}00$/i.test(background) || background === 'transparent';
  const icon = arigIcon(s.value('selected_icon'));
  if (icon === null)
    ctx.report.issue(`${where}: הסמל ${quote(iconName(s.raw.selected_icon))} אינו קיים באריג ולא יובא`);
  const iconAlign = s.str('icon_align');
  return {
    type: 'button',
    anchor: s.str('button_css_id'),
    props: {
      text,
      link: link.href || '#',
      new_tab: link.newTab,
      nofollow: link.nofollow,
      variant: outline && s.str('border_border') ? 'outline' : s.str('button_type') ? 'secondary' : 'primary',
      size: buttonSizes[s.str('size') || 'sm'] ?? 'md',
      align: logicalAlign(s.str('align')) ?? 'start',
      icon: icon ?? 'none',
      // Elementor's "before" is stored as left and "after" as right, whatever the page's direction.
      icon_position: iconAlign === 'right' || iconAlign === 'row-reverse' ? 'end' : 'start',
      ...mapTypography(s, 'body'),
    },
  };
};

export const mapSpacer: WidgetMapper = ({ s, ctx, where }) => {
  const height = (key: string, fallback: number) => {
    const value = s.size(key);
    const px = pixels(value);
    if (value && px === null)
      ctx.report.issue(`${where}: גובה ביחידה ${quote(value.unit)} אינו נתמך; נשמר גובה ברירת המחדל`);
    return px === null ? fallback : clampInt(px, 0, 1000);
  };
  return {
    type: 'spacer',
    props: {
      height: height('space', 50),
      height_tablet: height('space_tablet', -1),
      height_mobile: height('space_mobile', -1),
    },
  };
};

/** Elementor's menu anchor: an empty element with an id that in-page links scroll to. */
export const mapMenuAnchor: WidgetMapper = ({ s }) => ({
  type: 'spacer',
  anchor: s.str('anchor'),
  props: { height: 0 },
});

const lineStyles = ['solid', 'dashed', 'dotted', 'double'] as const;

function dividerProps({ s, ctx, where }: MapArgs): Record<string, unknown> {
  const style = s.str('style');
  if (style && !(lineStyles as readonly string[]).includes(style))
    ctx.report.issue(`${where}: סגנון הקו ${quote(style)} אינו קיים באריג; הוחלף בקו רציף`);
  const width = s.size('width');
  if (width && width.unit !== '%')
    ctx.report.issue(`${where}: רוחב קו ביחידה ${quote(width.unit)} אינו נתמך; הקו ברוחב מלא`);
  const weight = pixels(s.size('weight'));
  const gap = pixels(s.size('gap'));
  return {
    style: oneOf(style, lineStyles, 'solid'),
    weight: weight === null ? 1 : clampInt(weight, 1, 20),
    width: width && width.unit === '%' ? clampInt(width.size, 1, 100) : 100,
    align: logicalAlignNoJustify(s.str('align')) ?? 'start',
    spacing: gap === null ? 15 : clampInt(gap, 0, 200),
  };
}

/**
 * A line, or (Elementor's "line and text") a row of line, text, line: arig's divider is a plain <hr>, so
 * the words between the lines become a heading-styled text between two dividers.
 */
export const mapDivider: WidgetMapper = (args) => {
  const { s, ctx, where, depth } = args;
  const props = dividerProps(args);
  const look = s.str('look');
  const text = look === 'line_text' ? plainText(s.value('text'), 200) : '';
  if (look === 'line_icon') ctx.report.issue(`${where}: הסמל שבאמצע הקו לא יובא`);
  if (!text) return { type: 'divider', props };
  if (depth >= MAX_DEPTH) {
    ctx.report.issue(`${where}: קו עם טקסט עמוק מדי בעמוד לייבוא כשורה`);
    return null;
  }
  const line = { ...props, width: 100, align: 'center' };
  const items = [
    args.child('divider', line),
    args.child('heading', { text, tag: oneOf(s.str('html_tag'), headingTags, 'span'), size: 'small', align: 'center' }),
    args.child('divider', line),
  ].filter((node) => node !== null);
  return {
    type: 'container',
    props: { direction: 'row', align: 'center', justify: 'center', gap: 16, items },
  } satisfies WidgetDraft;
};
