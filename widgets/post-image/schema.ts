import { defineWidget, type WidgetProps } from '../../builder/define';

const props = {};

/** The article's featured image, loaded first (it is the page's largest paint). */
export const postImage = defineWidget({
  type: 'post-image',
  label: 'התמונה הראשית של המאמר',
  category: 'theme',
  props,
});
export type PostImageProps = WidgetProps<typeof props>;
