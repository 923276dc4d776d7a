import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { Disclosures } from '../../builder/parts/disclosure';
import type { ToggleProps } from './schema';

/** Independent native <details> (no `name`): no island (see builder/parts/disclosure.tsx for why). */
export function Toggle({ props, ctx }: { props: ToggleProps; ctx: WidgetContext }) {
  return (
    <Disclosures
      attrs={ctx.attrs}
      items={props.items}
      titleTag={props.title_tag}
      icon={props.icon}
      iconPosition={props.icon_position}
      titleType={typographyStyle(props, 'typo_title')}
      contentType={typographyStyle(props, 'typo_content')}
    />
  );
}
