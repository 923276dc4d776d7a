import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { textColourProps } from '../../builder/parts/text-colour';
import { typographyProps } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  html: p.html('תוכן', { default: '<p>טקסט לדוגמה</p>' }),
  align: p.select('יישור', alignments, 'start'),
  columns: p.select(
    'עמודות טקסט',
    [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ],
    '1',
  ),
  ...textColourProps,
  ...typographyProps,
};

export const textEditor = defineWidget({ type: 'text-editor', label: 'עורך טקסט', category: 'basic', props });
export type TextEditorProps = WidgetProps<typeof props>;
