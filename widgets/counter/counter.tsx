import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { formatCounter } from '../../engines/counter';
import type { CounterProps } from './schema';

/**
 * The final number is in the HTML (no-JS visitors and crawlers read it); counter.island.ts counts up to it
 * when it scrolls into view. The animated digits are aria-hidden and a visually hidden copy carries the
 * value, so screen readers hear one stable number.
 */
export function Counter({ props, ctx }: { props: CounterProps; ctx: WidgetContext }) {
  const final = formatCounter(props.end, props);
  const spoken = [props.prefix, final, props.suffix].filter(Boolean).join(' ');
  // Each text carries its own group: the number's (with its prefix and suffix, as in Elementor) and the title's.
  const number = typographyStyle(props, 'typo_number');
  const title = typographyStyle(props, 'typo_title');
  return (
    <div {...withClass(ctx.attrs, `w-align-${props.align}`)}>
      <p {...typographyAttrs('w-counter__value', number)}>
        <span className="visually-hidden">{spoken}</span>
        <span aria-hidden="true" className="w-counter__display">
          {props.prefix && <span className="w-counter__prefix">{props.prefix}</span>}
          <bdi
            dir="ltr"
            className="w-counter__number"
            data-counter-start={props.start}
            data-counter-end={props.end}
            data-counter-duration={props.duration}
            data-counter-decimals={props.decimals}
            data-counter-separator={props.separator ? 'yes' : 'no'}
          >
            {final}
          </bdi>
          {props.suffix && <span className="w-counter__suffix">{props.suffix}</span>}
        </span>
      </p>
      {props.title && <p {...typographyAttrs('w-counter__title', title)}>{props.title}</p>}
    </div>
  );
}
