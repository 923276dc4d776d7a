import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { countdownUnits, pad, remaining, zonedTimeToInstant, type CountdownUnit } from '../../engines/countdown';
import { isSafeUrl } from '../../engines/safe-url';
import type { CountdownProps } from './schema';

/**
 * The value at render time is in the HTML (no empty boxes, nothing for a no-JS visitor to miss);
 * countdown.island.ts ticks it each second. The timer is `role="timer"` (not announced while it ticks);
 * a separate polite status says once that it ended. An evergreen countdown renders its full length, which
 * is what a first-time visitor sees; the island starts it from the visitor's first view.
 */
export function Countdown({ props, ctx }: { props: CountdownProps; ctx: WidgetContext }) {
  const now = ctx.now ?? Date.now();
  const lengthMs = (props.evergreen_hours * 60 + props.evergreen_minutes) * 60_000;
  const end = props.mode === 'date' ? zonedTimeToInstant(props.due) : now + lengthMs;
  if (end === null) return null;
  const shown = countdownUnits.filter((u) => props[`show_${u}`]);
  const units = shown.length > 0 ? shown : countdownUnits;
  const { values, done } = remaining(end, now, units);
  const action = props.end_action === 'redirect' && !isSafeUrl(props.end_url) ? 'none' : props.end_action;
  const ended = props.mode === 'date' && done;
  const labels: Record<CountdownUnit, string> = {
    days: props.label_days,
    hours: props.label_hours,
    minutes: props.label_minutes,
    seconds: props.label_seconds,
  };
  // Each group on the elements of its text: every unit's digits, every unit's label, the end's message.
  const digitsAttrs = typographyAttrs('w-countdown__digits', typographyStyle(props, 'typo_digits'));
  const labelAttrs = typographyAttrs('w-countdown__label', typographyStyle(props, 'typo_label'));
  const messageAttrs = typographyAttrs('w-countdown__message', typographyStyle(props, 'typo_message'));
  return (
    <div
      {...withClass(ctx.attrs, `w-align-${props.align}`)}
      data-countdown-end={props.mode === 'date' ? end : undefined}
      data-countdown-length={props.mode === 'evergreen' ? lengthMs : undefined}
      data-countdown-key={props.mode === 'evergreen' ? `arig-countdown-${props.id}` : undefined}
      data-countdown-action={action}
      data-countdown-url={action === 'redirect' ? props.end_url : undefined}
    >
      <div
        className="w-countdown__timer"
        role="timer"
        aria-atomic="true"
        hidden={ended && (action === 'hide' || action === 'message')}
      >
        {units.map((unit) => (
          <div className="w-countdown__item" key={unit} data-unit={unit}>
            <span {...digitsAttrs}>{pad(values[unit] ?? 0)}</span> <span {...labelAttrs}>{labels[unit]}</span>
          </div>
        ))}
      </div>
      {action === 'message' && (
        <p {...messageAttrs} hidden={!ended}>
          {props.end_message}
        </p>
      )}
      {action === 'redirect' && ended && (
        <p {...messageAttrs}>
          <a href={props.end_url}>להמשך</a>
        </p>
      )}
      <p className="visually-hidden" role="status" data-countdown-status="" />
    </div>
  );
}
