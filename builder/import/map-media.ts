import { parseSocialEmbed } from '../../engines/media/social-embed';
import { parseVideoUrl } from '../../engines/media/video';
import { logicalAlignNoJustify } from './align';
import { pixels } from './sizes';
import type { MapContext } from './map-context';
import type { Settings } from './settings';
import { plainText } from './text';
import { clamp, clampInt, oneOf, pick } from './values';
import type { WidgetMapper } from './widget-mapper';

/** The images of a gallery-like setting (`[{ id, url }]`) that were imported, at most `max`. */
function mediaList(s: Settings, key: string, max: number, ctx: MapContext, where: string): string[] {
  const list = s.list(key);
  if (list.length > max) ctx.report.issue(`${where}: יובאו ${max} התמונות הראשונות מתוך ${list.length}`);
  return list
    .slice(0, max)
    .map((ref) => ctx.media(ref, where))
    .filter(Boolean);
}

function imageSizes(s: Settings): string {
  if (s.str('image_size') === 'thumbnail') return 'thumbnail';
  const width = s.size('width');
  if (!width || width.unit !== '%') return 'content';
  return width.size <= 25 ? 'quarter' : width.size <= 34 ? 'third' : width.size <= 50 ? 'half' : 'content';
}

export const mapImage: WidgetMapper = ({ s, ctx, where }) => {
  const image = s.record('image');
  const linkTo = s.str('link_to');
  const link = linkTo === 'custom' ? ctx.link(s, 'link', where) : null;
  const captionSource = s.str('caption_source');
  if (captionSource === 'attachment') ctx.report.issue(`${where}: הכיתוב מספריית המדיה של וורדפרס לא יובא`);
  return {
    type: 'image',
    props: {
      media_id: ctx.media(image, where),
      alt: plainText(image?.alt, 300),
      caption: captionSource === 'custom' ? plainText(s.value('caption'), 300) : '',
      sizes: imageSizes(s),
      align: logicalAlignNoJustify(s.str('align')) ?? 'center',
      link: link?.href ?? '',
      link_new_tab: link?.newTab ?? false,
      lightbox: linkTo === 'file' && s.str('open_lightbox') !== 'no',
    },
  };
};

export const mapImageCarousel: WidgetMapper = ({ s, ctx, where }) => {
  const linkTo = s.str('link_to');
  const link = linkTo === 'custom' ? ctx.link(s, 'link', where).href : '';
  if (linkTo === 'file') ctx.report.issue(`${where}: הגדלת התמונות בלחיצה (לייטבוקס) אינה קיימת בקרוסלה של אריג`);
  if (s.str('caption_type')) ctx.report.issue(`${where}: כיתובי התמונות מספריית המדיה של וורדפרס לא יובאו`);
  const spacing = s.str('image_spacing') === 'custom' ? pixels(s.size('image_spacing_custom')) : null;
  const offset = s.str('offset_sides');
  return {
    type: 'image-carousel',
    props: {
      carousel_name: plainText(s.value('carousel_name'), 120) || 'גלריית תמונות',
      items: mediaList(s, 'carousel', 50, ctx, where).map((mediaId) => ({ media_id: mediaId, caption: '', link })),
      slides_to_show: s.int('slides_to_show', 1, 10, 3),
      slides_to_show_tablet: s.int('slides_to_show_tablet', 1, 10, -1),
      slides_to_show_mobile: s.int('slides_to_show_mobile', 1, 10, -1),
      slides_to_scroll: s.int('slides_to_scroll', 1, 10, 1),
      slides_to_scroll_tablet: s.int('slides_to_scroll_tablet', 1, 10, -1),
      slides_to_scroll_mobile: s.int('slides_to_scroll_mobile', 1, 10, -1),
      navigation: oneOf(s.str('navigation'), ['both', 'arrows', 'dots', 'none'], 'both'),
      infinite: s.yes('infinite', true),
      speed: s.int('speed', 0, 10_000, 500),
      autoplay: s.yes('autoplay', true),
      autoplay_speed: s.int('autoplay_speed', 500, 600_000, 5000),
      pause_on_hover: s.yes('pause_on_hover', true),
      pause_on_interaction: s.yes('pause_on_interaction', true),
      lazyload: s.yes('lazyload'),
      effect: s.str('effect') === 'fade' ? 'fade' : 'slide',
      image_spacing_custom: spacing === null ? 20 : clampInt(spacing, 0, 200),
      offset_sides: oneOf(offset, ['none', 'right', 'left', 'both'], 'none'),
      offset_width: offset && offset !== 'none' ? clampInt(pixels(s.size('offset_width')) ?? 0, 0, 400) : 0,
    },
  };
};

/** Elementor's basic gallery (`image-gallery`, WordPress's gallery) and the Pro gallery (`gallery`). */
function galleryMapper(keys: { list: string; columns: string; pro: boolean }): WidgetMapper {
  return ({ s, ctx, where }) => {
    const gap = keys.pro
      ? pixels(s.size('gap'))
      : s.str('image_spacing') === 'custom'
        ? pixels(s.size('image_spacing_custom'))
        : null;
    const link = s.str(keys.pro ? 'link_to' : 'gallery_link') || 'file';
    const layout = keys.pro ? s.str('gallery_layout') : '';
    if (layout === 'justified') ctx.report.issue(`${where}: פריסת „מיושרת” אינה קיימת באריג; הגלריה מוצגת כרשת`);
    return {
      type: 'gallery',
      props: {
        items: mediaList(s, keys.list, 100, ctx, where).map((mediaId) => ({ media_id: mediaId, caption: '' })),
        layout: layout === 'masonry' ? 'masonry' : 'grid',
        columns: s.int(keys.columns, 1, 6, 4),
        columns_tablet: s.int(`${keys.columns}_tablet`, 1, 6, 2),
        columns_mobile: s.int(`${keys.columns}_mobile`, 1, 6, 1),
        gap_vertical: gap === null ? 30 : clampInt(gap, 0, 200),
        gap_horizontal: gap === null ? 10 : clampInt(gap, 0, 200),
        lightbox: link === 'file' && s.str('open_lightbox') !== 'no',
      },
    };
  };
}

export const mapImageGallery = galleryMapper({ list: 'wp_gallery', columns: 'gallery_columns', pro: false });
export const mapProGallery = galleryMapper({ list: 'gallery', columns: 'columns', pro: true });

const aspectRatios: Readonly<Record<string, string>> = { '169': '16-9', '43': '4-3', '11': '1-1', '916': '9-16' };

export const mapVideo: WidgetMapper = ({ s, ctx, where }) => {
  const kind = s.str('video_type') || 'youtube';
  let provider: 'youtube' | 'vimeo' | 'hosted';
  let url: string;
  if (kind === 'youtube' || kind === 'vimeo') {
    provider = kind;
    url = s.str(`${kind}_url`).trim();
    if (!parseVideoUrl(kind, url)) {
      ctx.report.issue(`${where}: כתובת הסרטון אינה כתובת ${kind === 'youtube' ? 'YouTube' : 'Vimeo'} מוכרת`);
      return null;
    }
  } else if (kind === 'hosted') {
    provider = 'hosted';
    const file = s.yes('insert_url') ? s.record('external_url') : s.record('hosted_url');
    url = ctx.href(typeof file?.url === 'string' ? file.url : '', where);
    if (!/^\/[^/]/.test(url)) {
      ctx.report.issue(`${where}: קובץ הווידאו אינו קובץ באתר`);
      return null;
    }
  } else {
    ctx.report.issue(`${where}: סרטון מ־${kind} אינו נתמך באריג (רק YouTube,‏ Vimeo וקובץ מהאתר)`);
    return null;
  }
  // arig's player always loads from YouTube's no-cookie host, behind a play button, on demand.
  s.touch('yt_privacy', 'lazy_load', 'play_icon');
  const ratio = s.str('aspect_ratio');
  if (ratio && !Object.hasOwn(aspectRatios, ratio)) ctx.report.issue(`${where}: יחס התצוגה ${ratio} הוחלף ב־16:9`);
  const start = s.num('start');
  return {
    type: 'video',
    props: {
      provider,
      url,
      poster_media_id: s.yes('show_image_overlay') ? ctx.media(s.record('image_overlay'), where) : '',
      aspect_ratio: pick(aspectRatios, ratio, '16-9'),
      start: start === null ? 0 : clampInt(start, 0, 86_400),
      mute: s.yes('mute'),
      loop: s.yes('loop'),
      controls: s.yes('controls', true),
    },
  };
};

/** Elementor's "audio" widget is a SoundCloud player: arig embeds it behind its privacy facade. */
export const mapSoundCloud: WidgetMapper = ({ s, ctx, where }) => {
  const link = s.record('link');
  const url = typeof link?.url === 'string' ? link.url.trim() : '';
  if (!parseSocialEmbed('soundcloud', url)) {
    ctx.report.issue(`${where}: כתובת ה־SoundCloud אינה מוכרת`);
    return null;
  }
  return { type: 'social-embed', props: { service: 'soundcloud', url, title: 'הקלטה ב־SoundCloud' } };
};

export const mapGoogleMaps: WidgetMapper = ({ s }) => {
  const address = plainText(s.value('address'), 300);
  if (!address) return null;
  return {
    type: 'social-embed',
    props: { service: 'google-maps', url: address, title: plainText(`מפה: ${address}`, 200) },
  };
};

const lottieTriggers: Readonly<Record<string, string>> = {
  arriving_to_viewport: 'view',
  on_hover: 'hover',
  bind_to_scroll: 'scroll',
};

export const mapLottie: WidgetMapper = ({ s, ctx, where }) => {
  if (s.str('source') === 'external_url') {
    ctx.report.issue(`${where}: אנימציה מכתובת חיצונית אינה נתמכת (רק מספריית המדיה)`);
    return null;
  }
  const animation = ctx.media(s.record('source_json'), where);
  if (!animation) return null;
  const trigger = s.str('trigger');
  const speed = s.size('play_speed')?.size ?? 1;
  return {
    type: 'lottie',
    props: {
      animation_id: animation,
      trigger: pick(lottieTriggers, trigger, 'view'),
      loop: s.yes('loop'),
      speed: Math.round(clamp(speed, 0.25, 3) * 4) / 4,
      align: logicalAlignNoJustify(s.str('align')) ?? 'center',
      caption: s.str('caption_source') === 'custom' ? plainText(s.value('caption'), 300) : '',
    },
  };
};
