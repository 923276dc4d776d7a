import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { sanitizeHtml } from '../../engines/sanitize-html';
import type { TabsProps } from './schema';

/**
 * WAI-ARIA tabs (automatic activation) with roving tabindex markup; tabs.island.ts adds the keyboard and
 * click behaviour. Without JavaScript (`html:not(.js)`) CSS hides the tab list and shows every panel with
 * its title, so no content is lost; with JavaScript only the selected panel shows.
 */
export function Tabs({ props, ctx }: { props: TabsProps; ctx: WidgetContext }) {
  const selected = Math.min(props.default_tab, props.items.length) - 1;
  const id = (kind: 'tab' | 'panel', i: number) => `${ctx.domId}-${kind}-${i + 1}`;
  return (
    <div {...withClass(ctx.attrs, `w-tabs--${props.orientation}`)}>
      <div
        role="tablist"
        className={`w-tabs__list w-align-${props.align}`}
        aria-orientation={props.orientation === 'vertical' ? 'vertical' : undefined}
      >
        {props.items.map((item, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="w-tabs__tab"
            id={id('tab', i)}
            aria-selected={i === selected ? 'true' : 'false'}
            aria-controls={id('panel', i)}
            tabIndex={i === selected ? 0 : -1}
          >
            {item.title}
          </button>
        ))}
      </div>
      {props.items.map((item, i) => (
        <div
          key={i}
          role="tabpanel"
          className={i === selected ? 'w-tabs__panel' : 'w-tabs__panel is-inactive'}
          id={id('panel', i)}
          aria-labelledby={id('tab', i)}
          tabIndex={0}
        >
          <p className="w-tabs__nojs-title" aria-hidden="true">
            {item.title}
          </p>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
        </div>
      ))}
    </div>
  );
}
