import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { Disclosures } from '../../builder/parts/disclosure';
import type { AccordionProps } from './schema';

/** Native exclusive <details name> group: no island (see builder/parts/disclosure.tsx for why). */
export function Accordion({ props, ctx }: { props: AccordionProps; ctx: WidgetContext }) {
  return (
    <Disclosures
      attrs={ctx.attrs}
      items={props.items.map((item, i) => ({ ...item, open: props.first_open && i === 0 }))}
      group={ctx.domId}
      titleTag={props.title_tag}
      icon={props.icon}
      iconPosition={props.icon_position}
      titleType={typographyStyle(props, 'typo_title')}
      contentType={typographyStyle(props, 'typo_content')}
    />
  );
}
