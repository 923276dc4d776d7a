import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  show_toc: p.bool('תוכן העניינים של המאמר', true),
  show_related: p.bool('מאמרים קשורים', true),
  show_contact: p.bool('כרטיס "יש לך שאלה?"', true),
};

/**
 * The article's side column as the site's own article shows it: its sections (from two headings), related
 * articles and a card to ask the business (theme builder: a single-article template).
 */
export const articleAside = defineWidget({ type: 'article-aside', label: 'עמודת צד למאמר', category: 'theme', props });
export type ArticleAsideProps = WidgetProps<typeof props>;
