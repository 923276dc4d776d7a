import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { textColourProps } from '../../builder/parts/text-colour';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span'] as const;

const props = {
  text: p.text('טקסט הכותרת', { max: 500, min: 1, default: 'כותרת' }),
  tag: p.select(
    'תגית HTML',
    headingTags.map((t) => [t, t.toUpperCase()] as const),
    'h2',
  ),
  align: p.select('יישור', alignments, 'start'),
  size: p.select(
    'גודל',
    [
      ['default', 'ברירת מחדל'],
      ['small', 'קטן'],
      ['medium', 'בינוני'],
      ['large', 'גדול'],
      ['xl', 'גדול מאוד'],
      ['xxl', 'ענק'],
    ],
    'default',
  ),
  ...textColourProps,
  link: p.url('קישור'),
  ...typographyProps,
};

export const heading = defineWidget({ type: 'heading', label: 'כותרת', category: 'basic', props });
export type HeadingProps = WidgetProps<typeof props>;

/** Tags that are headings (count in the table of contents). */
export function headingLevel(tag: HeadingProps['tag']): number | null {
  return /^h[1-6]$/.test(tag) ? Number(tag.slice(1)) : null;
}
