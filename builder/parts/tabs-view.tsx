import type { ReactNode } from 'react';
import type { ElementAttrs } from '../common';
import type { TypographyStyle } from './typography';
import { typographyAttrs } from './typography-attrs';

const untyped: TypographyStyle = { classes: [], style: {} };

export interface TabView {
  title: string;
  /** The panel's content, already safe to render. */
  content: ReactNode;
}

interface Props {
  attrs: ElementAttrs;
  /** A valid DOM id base, unique on the page: tabs and panels are `{idBase}-tab-n` / `{idBase}-panel-n`. */
  idBase: string;
  items: readonly TabView[];
  /** The panel open on load (0-based). */
  selected: number;
  orientation?: 'horizontal' | 'vertical';
  align?: string;
  /** The titles' typography group: on the tab list (its tabs inherit it) and on each no-JS title. */
  titleType?: TypographyStyle;
  /** The contents' group, on each panel (the no-JS title inside keeps the titles' group where it sets one). */
  contentType?: TypographyStyle;
}

/**
 * WAI-ARIA tabs (automatic activation) with roving tabindex markup; widgets/tabs/tabs.island.ts adds the
 * keyboard and click behaviour to any wrapper marked `data-island="tabs"`. Without JavaScript
 * (`html:not(.js)`) CSS hides the tab list and shows every panel with its title, so no content is lost.
 */
export function TabsView({
  attrs,
  idBase,
  items,
  selected,
  orientation = 'horizontal',
  align = 'start',
  titleType = untyped,
  contentType = untyped,
}: Props) {
  const id = (kind: 'tab' | 'panel', i: number) => `${idBase}-${kind}-${i + 1}`;
  return (
    <div {...attrs}>
      <div
        role="tablist"
        {...typographyAttrs(`w-tabs__list w-align-${align}`, titleType)}
        aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      >
        {items.map((item, i) => (
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
      {items.map((item, i) => (
        <div
          key={i}
          role="tabpanel"
          {...typographyAttrs(i === selected ? 'w-tabs__panel' : 'w-tabs__panel is-inactive', contentType)}
          id={id('panel', i)}
          aria-labelledby={id('tab', i)}
          tabIndex={0}
        >
          <p {...typographyAttrs('w-tabs__nojs-title', titleType)} aria-hidden="true">
            {item.title}
          </p>
          {item.content}
        </div>
      ))}
    </div>
  );
}
