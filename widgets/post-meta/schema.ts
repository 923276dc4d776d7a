import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  show_date: p.bool('תאריך הפרסום', true),
  show_author: p.bool('הכותב', true),
  show_categories: p.bool('הקטגוריות', true),
  show_tags: p.bool('התגיות', false),
  ...typographyProps,
};

/** The article's date, author, categories and tags, as the site's article shows them. */
export const postMeta = defineWidget({ type: 'post-meta', label: 'פרטי המאמר', category: 'theme', props });
export type PostMetaProps = WidgetProps<typeof props>;
