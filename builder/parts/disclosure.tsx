import { withClass, type ElementAttrs } from '../common';
import { Icon } from '../icons';
import type { DisclosureTitleTag } from './disclosure-tags';
import type { TypographyStyle } from './typography';
import { typographyAttrs } from './typography-attrs';
import { sanitizeHtml } from '../../engines/sanitize-html';

/**
 * Shared by the accordion and toggle widgets: native <details>/<summary> disclosures.
 *
 * Why native instead of <button aria-expanded aria-controls> + region: it works with no JavaScript at all
 * (so both widgets ship zero bytes), the browser exposes the expanded state and keyboard (Enter/Space) by
 * itself, find-in-page and fragment links open a closed panel, and `name` makes an exclusive accordion
 * (one open at a time) natively. Browsers without `name` support simply allow several open panels.
 */
export interface DisclosureItem {
  title: string;
  content: string;
  open: boolean;
}

export function Disclosures({
  attrs,
  items,
  group,
  titleTag,
  icon,
  iconPosition,
  titleType,
  contentType,
}: {
  attrs: ElementAttrs;
  items: DisclosureItem[];
  /** The `name` that makes the group exclusive (accordion); undefined for independent toggles. */
  group?: string;
  titleTag: DisclosureTitleTag;
  icon: 'plus' | 'chevron';
  iconPosition: 'start' | 'end';
  /** The titles' typography group (each title carries it, so the panels keep the text's own). */
  titleType: TypographyStyle;
  /** The contents' group, on each panel (its paragraphs and lists inherit it). */
  contentType: TypographyStyle;
}) {
  if (items.length === 0) return null;
  const Title = titleTag;
  return (
    <div {...withClass(attrs, `w-disclosures--icon-${iconPosition}`)}>
      {items.map((item, i) => (
        <details key={i} className="w-disclosure" name={group} open={item.open || undefined}>
          <summary className="w-disclosure__summary">
            <Title {...typographyAttrs('w-disclosure__title', titleType)}>{item.title}</Title>
            <span className={`w-disclosure__icon w-disclosure__icon--${icon}`} aria-hidden="true">
              <Icon name={icon === 'plus' ? 'plus' : 'chevron-down'} />
            </span>
          </summary>
          <div
            {...typographyAttrs('w-disclosure__panel', contentType)}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
          />
        </details>
      ))}
    </div>
  );
}
