import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  show_name: p.bool('הצגת שם העסק ליד הסמל', true),
  align: p.select('יישור', alignments, 'start'),
  ...typographyGroup('typo_name', 'שם העסק'),
};

/** The site's logo (or arig's woven mark) and name, linking home (theme builder: a header or footer template). */
export const siteLogo = defineWidget({ type: 'site-logo', label: 'לוגו האתר', category: 'theme', props });
export type SiteLogoProps = WidgetProps<typeof props>;
