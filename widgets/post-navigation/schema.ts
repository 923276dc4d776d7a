import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';

const props = {
  ...typographyGroup('typo_title', 'כותרות'),
  ...typographyGroup('typo_label', 'תוויות'),
};

/** Links to the articles published just before and after this one. */
export const postNavigation = defineWidget({
  type: 'post-navigation',
  label: 'המאמר הקודם והבא',
  category: 'theme',
  props,
});
export type PostNavigationProps = WidgetProps<typeof props>;
