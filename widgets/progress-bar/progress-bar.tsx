import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { WidgetContext } from '../../builder/context';
import type { ProgressBarProps } from './schema';

/** role=progressbar named by its visible title; the fill is a logical inline-size, so it grows from the start
 * edge (the right, in Hebrew). Static: no island. */
export function ProgressBar({ props, ctx }: { props: ProgressBarProps; ctx: WidgetContext }) {
  const labelId = `${ctx.domId}-label`;
  const inner = typographyStyle(props, 'typo_inner');
  return (
    <div {...withClass(ctx.attrs, `w-progress--${props.variant}`)}>
      <p className="w-progress__header">
        <span id={labelId} {...typographyAttrs('w-progress__title', typographyStyle(props, 'typo_title'))}>
          {props.title}
        </span>
        {props.show_percent && (
          <span {...typographyAttrs('w-progress__percent', inner)} aria-hidden="true">
            <bdi dir="ltr">{props.percent}%</bdi>
          </span>
        )}
      </p>
      <div
        className="w-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.percent}
        aria-valuetext={`${props.percent}%`}
      >
        <div className="w-progress__fill" style={{ '--w-pct': `${props.percent}%` } as CSSProperties}>
          {props.inner_text && <span {...typographyAttrs('w-progress__inner', inner)}>{props.inner_text}</span>}
        </div>
      </div>
    </div>
  );
}
