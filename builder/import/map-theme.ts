import { logicalAlignNoJustify } from './align';
import { mapTypography } from './map-typography';
import type { WidgetMapper } from './widget-mapper';

/**
 * Elementor Pro's single-post theme widgets onto arig's article widgets (widgets/post-*), which read the
 * article the template shows. What arig's widget has no setting for is reported.
 */
export const mapPostTitle: WidgetMapper = ({ s, ctx, where }) => {
  const size = s.str('header_size');
  if (size && size !== 'h1' && size !== 'h2') ctx.report.issue(`${where}: כותרת המאמר ב־${size} הוצגה כ־H2`);
  return {
    type: 'post-title',
    props: {
      tag: size === 'h1' || size === '' ? 'h1' : 'h2',
      align: logicalAlignNoJustify(s.str('align')) ?? 'start',
      ...mapTypography(s, 'heading'),
    },
  };
};

/** Post Info's list of items (author, date, time, comments, terms by taxonomy) as arig's four switches. */
export const mapPostInfo: WidgetMapper = ({ s, ctx, where }) => {
  const items = s.list('icon_list');
  const kinds = items.map((i) => String(i.type ?? ''));
  const taxonomies = items.filter((i) => i.type === 'terms').map((i) => String(i.taxonomy ?? ''));
  const dropped = [...new Set(kinds.filter((k) => !['author', 'date', 'terms'].includes(k)))];
  if (dropped.length) ctx.report.issue(`${where}: פרטי המאמר ${dropped.join(', ')} לא הוצגו`);
  return {
    type: 'post-meta',
    props: {
      show_date: kinds.includes('date'),
      show_author: kinds.includes('author'),
      show_categories: taxonomies.includes('category'),
      show_tags: taxonomies.includes('post_tag'),
      ...mapTypography(s, 'body', 'text_typography', 'typo'),
    },
  };
};

export const mapPostImage: WidgetMapper = () => ({ type: 'post-image', props: {} });
export const mapPostContent: WidgetMapper = () => ({ type: 'post-content', props: {} });
export const mapPostNavigation: WidgetMapper = () => ({ type: 'post-navigation', props: {} });

/**
 * Author Box: arig's shows the article's author (picture, name, a few words, their archive). A box filled
 * in by hand (source "custom") or linking to the author's website is reported, as are its own link words.
 */
export const mapAuthorBox: WidgetMapper = ({ s, ctx, where }) => {
  if (s.str('source') === 'custom') ctx.report.issue(`${where}: תיבת כותב/ת עם פרטים קבועים הוצגה עם כותב/ת המאמר`);
  const link = s.yes('show_link');
  if (link && s.str('link_to') === 'website') ctx.report.issue(`${where}: הקישור לאתר הכותב/ת הוחלף בקישור למאמריו`);
  s.touch('show_name', 'link_text', 'author_name', 'author_bio', 'author_avatar', 'link_to');
  return {
    type: 'author-box',
    props: {
      show_avatar: s.yes('show_avatar', true),
      show_bio: s.yes('show_biography', true),
      show_link: link,
      ...mapTypography(s, 'heading', 'name_typography', 'typo_name'),
      ...mapTypography(s, 'body', 'bio_typography', 'typo_bio'),
      // Elementor's button (its link to the author's archive or website) is arig's link.
      ...mapTypography(s, 'body', 'button_typography', 'typo_link'),
    },
  };
};

/**
 * Elementor Pro's Site Logo and Site Title onto arig's site-logo, which shows the logo from Site Settings
 * (or the woven mark) with the business's name: the logo alone for Site Logo, with the name for Site Title.
 */
export const mapSiteLogo: WidgetMapper = ({ s }) => ({
  type: 'site-logo',
  props: { show_name: false, align: logicalAlignNoJustify(s.str('align')) ?? 'start' },
});
export const mapSiteTitle: WidgetMapper = ({ s }) => ({
  type: 'site-logo',
  props: {
    show_name: true,
    align: logicalAlignNoJustify(s.str('align')) ?? 'start',
    // Site Title is Elementor's Heading: its one group is the name's.
    ...mapTypography(s, 'heading', 'typography', 'typo_name'),
  },
});

/** Archive Title: arig's is always the page's H1, with "– עמוד N" past the first page and the description. */
export const mapArchiveTitle: WidgetMapper = ({ s }) => ({
  type: 'archive-title',
  props: {
    show_description: false,
    align: logicalAlignNoJustify(s.str('align')) ?? 'start',
    ...mapTypography(s, 'heading', 'typography', 'typo_title'),
  },
});

/** Breadcrumbs (Elementor Pro's, drawn by Yoast): arig's own trail from the home page. */
export const mapBreadcrumbs: WidgetMapper = ({ s }) => ({ type: 'breadcrumbs', props: mapTypography(s, 'body') });
