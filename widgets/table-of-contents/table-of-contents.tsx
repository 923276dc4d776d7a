import type { TocHeading, WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { identifierPattern } from '../../builder/props';
import { tw } from '../../messages/builder';
import type { TableOfContentsProps } from './schema';

interface TocNode {
  heading: TocHeading;
  children: TocNode[];
}

/** Nests a flat heading list by level (an h4 after an h2 nests under it). */
export function nestHeadings(headings: TocHeading[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const heading of headings) {
    const node = { heading, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.heading.level >= heading.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * Links to the page's headings (context.headings; RenderLayout fills it from the layout's heading
 * widgets when the page passes none). Server-rendered: no JavaScript; smooth scrolling and the sticky
 * header offset are the site runtime's anchor handling.
 */
export function TableOfContents({ props, ctx }: { props: TableOfContentsProps; ctx: WidgetContext }) {
  const min = Number(props.min_level);
  const max = Number(props.max_level);
  const headings = (ctx.headings ?? []).filter(
    (h) => h.level >= min && h.level <= max && identifierPattern.test(h.id) && h.text.trim() !== '',
  );
  if (headings.length === 0) return null;
  const List = props.list_style === 'numbers' ? 'ol' : 'ul';
  // The list's group sits on the outer list; the nested ones inherit it.
  const listType = typographyStyle(props, 'typo_list');
  const render = (nodes: TocNode[], outer = false) => (
    <List {...typographyAttrs(`w-toc__list w-toc__list--${props.list_style}`, outer ? listType : undefined)}>
      {nodes.map((node) => (
        <li key={node.heading.id}>
          <a href={`#${node.heading.id}`}>{node.heading.text}</a>
          {node.children.length > 0 && render(node.children)}
        </li>
      ))}
    </List>
  );
  const title = props.title || tw.tableOfContents;
  const titleId = `${ctx.domId}-title`;
  const titleAttrs = typographyAttrs('w-toc__title', typographyStyle(props, 'typo_title'));
  const list = render(nestHeadings(headings), true);
  return (
    <nav {...ctx.attrs} aria-labelledby={titleId}>
      {props.collapsible ? (
        <details open className="w-toc__details">
          <summary {...titleAttrs} id={titleId}>
            {title}
          </summary>
          {list}
        </details>
      ) : (
        <>
          <p {...titleAttrs} id={titleId}>
            {title}
          </p>
          {list}
        </>
      )}
    </nav>
  );
}
