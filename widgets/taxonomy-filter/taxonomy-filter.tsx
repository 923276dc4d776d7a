import { withClass } from '../../builder/common';
import type { TermView, WidgetContext } from '../../builder/context';
import { nextSelection } from '../../engines/loop-filter/selection';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { TaxonomyFilterProps } from './schema';

/**
 * The terms of one taxonomy as links that filter a loop grid (spec §2, §5): each href is the URL with the
 * selection that clicking the item makes, so the filter works without JavaScript and is crawlable. The
 * grid's island follows these links in place and rewrites them after each refresh (data-* below).
 */
export function TaxonomyFilter({ props, ctx }: { props: TaxonomyFilterProps; ctx: WidgetContext }) {
  const loop = props.target ? ctx.loops?.[props.target] : undefined;
  const all: TermView[] = ctx.terms?.[props.taxonomy] ?? [];
  // "listed": the one category its grid shows (an archive template's: the archive's), else the fixed one;
  // none on a tag's, an author's or a month's archive, whose articles are not one category's subtree.
  const listedSource = props.parent_source === 'listed';
  const listed = listedSource && loop?.categories?.length === 1 ? loop.categories[0] : undefined;
  const parent = listed ?? (props.parent_term || null);
  const terms = listedSource && loop?.narrowed ? [] : all.filter((term) => term.parent === parent);
  // Without its grid or terms: an empty root (keeps the anchor id and common settings, shows nothing).
  // The editor has no grid results to link to: it previews the terms with "all" selected, without links.
  if ((!loop && !ctx.editing) || terms.length === 0) return <div {...ctx.attrs} />;
  const join = props.logical_join;
  const selected = loop?.state[props.taxonomy]?.terms ?? [];
  const item = (slug: string | null, label: string) => {
    const current = slug === null ? selected.length === 0 : selected.includes(slug);
    return (
      <li key={slug ?? ''}>
        <a
          href={loop?.filterUrl(props.taxonomy, nextSelection(selected, slug, join), join)}
          aria-current={current ? 'true' : undefined}
          data-loop-term={slug ?? ''}
        >
          {label}
        </a>
      </li>
    );
  };
  return (
    <nav
      {...withClass(ctx.attrs)}
      aria-label={props.label}
      data-loop-for={props.target}
      data-loop-filter-id={props.id}
      data-loop-taxonomy={props.taxonomy}
      data-loop-join={join}
    >
      {/* The items' size, family and spacing; the selected item keeps its own bold. */}
      <ul {...typographyAttrs('w-taxonomy-filter__list', typographyStyle(props, 'typo_items'))}>
        {props.show_all && item(null, props.all_label)}
        {terms.map((term) => item(term.slug, term.title))}
      </ul>
    </nav>
  );
}
