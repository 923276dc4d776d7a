import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { TabsView } from '../../builder/parts/tabs-view';
import { sanitizeHtml } from '../../engines/sanitize-html';
import type { TabsProps } from './schema';

/** The tabs widget: the shared tabs markup (TabsView) over the editor's items, their HTML sanitised. */
export function Tabs({ props, ctx }: { props: TabsProps; ctx: WidgetContext }) {
  return (
    <TabsView
      attrs={withClass(ctx.attrs, `w-tabs--${props.orientation}`)}
      idBase={ctx.domId}
      selected={Math.min(props.default_tab, props.items.length) - 1}
      orientation={props.orientation}
      align={props.align}
      titleType={typographyStyle(props, 'typo_title')}
      contentType={typographyStyle(props, 'typo_content')}
      items={props.items.map((item) => ({
        title: item.title,
        content: <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />,
      }))}
    />
  );
}
