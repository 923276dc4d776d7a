import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  show_avatar: p.bool('תמונת הכותב/ת', true),
  show_bio: p.bool('אודות הכותב/ת', true),
  show_link: p.bool('קישור לכל המאמרים', true),
  ...typographyGroup('typo_name', 'שם הכותב/ת'),
  ...typographyGroup('typo_bio', 'אודות הכותב/ת'),
  ...typographyGroup('typo_link', 'קישור לכל המאמרים'),
};

/** Who wrote the article: picture, name, a few lines about them and a link to their archive. */
export const authorBox = defineWidget({ type: 'author-box', label: 'תיבת הכותב/ת', category: 'theme', props });
export type AuthorBoxProps = WidgetProps<typeof props>;
