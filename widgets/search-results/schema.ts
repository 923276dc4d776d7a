import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  show_count: p.bool('הצגת מספר התוצאות', true),
};

/** A search's results, its pages, or what to do when there are none (theme builder: a search-results template). */
export const searchResults = defineWidget({ type: 'search-results', label: 'תוצאות החיפוש', category: 'theme', props });
export type SearchResultsProps = WidgetProps<typeof props>;
