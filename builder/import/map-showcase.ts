import { isolateLtr as ltr } from '../../engines/bidi';
import { minimumOpacity } from '../../widgets/slides/overlay';
import type { MapContext } from './map-context';
import { mapTypography } from './map-typography';
import { pixels } from './sizes';
import { Settings } from './settings';
import { plainText } from './text';
import { clampInt, pick } from './values';
import type { WidgetMapper } from './widget-mapper';

const hexColour = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback);
const horizontal: Readonly<Record<string, string>> = { right: 'start', center: 'center', left: 'end' };
const vertical: Readonly<Record<string, string>> = { top: 'top', middle: 'middle', bottom: 'bottom' };

const defaultOverlay = '#10213a';
/** Elementor's overlay when one is set: its colour at 65%, arig's slider's own default. */
const defaultOpacity = 65;

/**
 * A slide's overlay, dark or light enough that its text reads over any picture (arig's slider refuses one
 * that is not: widgets/slides/overlay.ts). Elementor's slide may have none, or one too faint: it gets the
 * least that reads, and the report says so, rather than the whole slider becoming a placeholder.
 */
function readableOverlay(slide: Settings, ctx: MapContext, where: string) {
  const asked = slide.yes('background_overlay');
  let colour = hexColour(slide.str('background_overlay_color'), defaultOverlay);
  let least = minimumOpacity(colour);
  if (least === null) {
    ctx.report.issue(
      `${where}: על צבע הכיסוי ${ltr(colour)} הטקסט לא קריא בשום אטימות; הכיסוי בצבע ${ltr(defaultOverlay)}`,
    );
    colour = defaultOverlay;
    least = minimumOpacity(colour) ?? defaultOpacity;
  }
  const opacity = asked ? Math.max(defaultOpacity, least) : least;
  if (!asked || opacity > defaultOpacity)
    ctx.report.issue(`${where}: נוספה שכבת כיסוי של ${opacity}% כדי שהטקסט יהיה קריא על כל תמונה`);
  return { overlay_color: colour, overlay_opacity: opacity };
}

/** Elementor Pro's Slides → arig's hero slider (at most 10 slides). */
export const mapSlides: WidgetMapper = ({ s, ctx, where }) => {
  const rows = s.list('slides');
  if (rows.length > 10) ctx.report.issue(`${where}: יובאו 10 השקופיות הראשונות מתוך ${rows.length}`);
  const slides = rows.slice(0, 10).map((row, i) => {
    const slide = new Settings(row);
    const h = slide.str('horizontal_position');
    const v = slide.str('vertical_position');
    return {
      media_id: ctx.media(slide.value('background_image'), where),
      heading: plainText(slide.value('heading'), 150),
      text: plainText(slide.value('description'), 400, true),
      button_text: plainText(slide.value('button_text'), 60),
      button_link: ctx.link(slide, 'link', where).href,
      button2_text: '',
      button2_link: '',
      ...readableOverlay(slide, ctx, `${where}, שקופית ${i + 1}`),
      position: pick(horizontal, h, 'center'),
      vertical: pick(vertical, v, 'middle'),
    };
  });
  if (slides.length === 0) return null;
  const height = pixels(s.size('slides_height'));
  const speed = s.num('autoplay_speed');
  return {
    type: 'slides',
    props: {
      slides,
      ...(height === null ? {} : { height: clampInt(height, 240, 1200) }),
      autoplay: s.yes('autoplay', true),
      autoplay_speed: speed === null ? 5000 : clampInt(speed, 2000, 60_000),
      pause_on_hover: s.yes('pause_on_hover', true),
      infinite: s.yes('infinite', true),
      transition: s.str('transition') === 'fade' ? 'fade' : 'slide',
      navigation: ['both', 'arrows', 'dots', 'none'].includes(s.str('navigation')) ? s.str('navigation') : 'both',
      ...mapTypography(s, 'heading', 'heading_typography', 'typo_heading'),
      ...mapTypography(s, 'body', 'description_typography', 'typo_description'),
      ...mapTypography(s, 'body', 'button_typography', 'typo_button'),
    },
  };
};

/** Elementor Pro's Hotspot: points on a picture, measured from its left or right and top or bottom edge. */
export const mapHotspot: WidgetMapper = ({ s, ctx, where }) => {
  const mediaId = ctx.media(s.value('image'), where);
  if (!mediaId) return null;
  const rows = s.list('hotspot');
  if (rows.length > 20) ctx.report.issue(`${where}: יובאו 20 הנקודות הראשונות מתוך ${rows.length}`);
  const points = rows.slice(0, 20).map((row, i) => {
    const point = new Settings(row);
    const x = point.size('hotspot_offset_x')?.size ?? 50;
    const y = point.size('hotspot_offset_y')?.size ?? 50;
    return {
      // arig measures from the picture's left and top edges, which never mirror.
      x: Math.min(100, Math.max(0, point.str('hotspot_horizontal') === 'right' ? 100 - x : x)),
      y: Math.min(100, Math.max(0, point.str('hotspot_vertical') === 'bottom' ? 100 - y : y)),
      title: plainText(point.value('hotspot_label'), 120) || `נקודה ${i + 1}`,
      text: plainText(point.value('hotspot_tooltip_content'), 600, true),
      link: ctx.link(point, 'hotspot_link', where).href,
    };
  });
  return {
    type: 'hotspot',
    props: { media_id: mediaId, points, open_on: s.str('tooltip_trigger') === 'mouseenter' ? 'hover' : 'click' },
  };
};
