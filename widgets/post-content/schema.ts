import { defineWidget, type WidgetProps } from '../../builder/define';

const props = {};

/** The article's text as written in the studio. */
export const postContent = defineWidget({ type: 'post-content', label: 'תוכן המאמר', category: 'theme', props });
export type PostContentProps = WidgetProps<typeof props>;
