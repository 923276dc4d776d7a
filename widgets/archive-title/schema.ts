import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  show_description: p.bool('הצגת התיאור (בעמוד הראשון)', true),
  align: p.select('יישור', alignments, 'start'),
  ...typographyGroup('typo_title', 'כותרת'),
};

/** The archive's title, "– עמוד N" past its first page, and its description (theme builder: an archive template). */
export const archiveTitle = defineWidget({ type: 'archive-title', label: 'כותרת הארכיון', category: 'theme', props });
export type ArchiveTitleProps = WidgetProps<typeof props>;
