import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { listingDisplayProps } from '../../builder/parts/listing-props';

const archiveProps = {
  source: p.select('מקור המאמרים', [['archive', 'הארכיון הנוכחי (קטגוריה, תגית, כותב/ת או תאריך)']], 'archive'),
  ...listingDisplayProps,
  author_on_author_archive: p.bool('שם הכותב/ת גם בארכיון של כותב/ת (בו כל המאמרים שלו/ה)', false),
};

/**
 * Elementor's Archive Posts: the articles of the archive it is shown on (a tag's, an author's, a month's).
 * On any other page, and in the editor, it shows the latest articles.
 */
export const archivePosts = defineWidget({
  type: 'archive-posts',
  label: 'מאמרי הארכיון',
  category: 'navigation',
  props: archiveProps,
});
export type ArchivePostsProps = WidgetProps<typeof archiveProps>;
