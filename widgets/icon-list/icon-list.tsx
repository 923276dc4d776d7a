import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { Icon } from '../../builder/icons';
import { typographyStyle } from '../../builder/parts/typography';
import { styleAttr } from '../../builder/parts/typography-attrs';
import type { IconListProps } from './schema';

export function IconList({ props, ctx }: { props: IconListProps; ctx: WidgetContext }) {
  if (props.items.length === 0) return null;
  const type = typographyStyle(props);
  const attrs = withClass(
    ctx.attrs,
    `w-icon-list--${props.layout}`,
    `w-align-${props.align}`,
    props.divider && 'w-icon-list--divider',
    ...type.classes,
  );
  return (
    <ul {...attrs} style={styleAttr(type.style)}>
      {props.items.map((item, i) => {
        const content = (
          <>
            <Icon name={item.icon} className="w-icon-list__icon" />
            <span className="w-icon-list__text">{item.text}</span>
          </>
        );
        return <li key={i}>{item.link ? <a href={item.link}>{content}</a> : content}</li>;
      })}
    </ul>
  );
}
