import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  tag: p.select(
    'תגית HTML',
    [
      ['h1', 'H1'],
      ['h2', 'H2'],
    ],
    'h1',
  ),
  align: p.select('יישור', alignments, 'start'),
  ...typographyProps,
};

/** The article's title (theme builder: a single-article template). */
export const postTitle = defineWidget({ type: 'post-title', label: 'כותרת המאמר', category: 'theme', props });
export type PostTitleProps = WidgetProps<typeof props>;
