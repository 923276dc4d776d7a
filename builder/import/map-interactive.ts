import { quote } from './map-context';
import { mapTypography } from './map-typography';
import { plainText } from './text';
import { clamp, clampInt, oneOf } from './values';
import type { WidgetMapper } from './widget-mapper';

const kinds = ['info', 'success', 'warning', 'danger'] as const;

export const mapAlert: WidgetMapper = ({ s, ctx, where }) => {
  const title = plainText(s.value('alert_title'), 200);
  const description = plainText(s.value('alert_description'), 2000, true);
  if (!title && !description) {
    ctx.report.issue(`${where}: התראה ריקה`);
    return null;
  }
  return {
    type: 'alert',
    props: {
      kind: oneOf(s.str('alert_type'), kinds, 'info'),
      title,
      description,
      // Elementor's alert has no icon.
      show_icon: false,
      dismissible: s.str('show_dismiss') !== 'hide',
      ...mapTypography(s, 'body', 'alert_title', 'typo_title'),
      ...mapTypography(s, 'body', 'alert_description', 'typo_description'),
    },
  };
};

const limit = 1_000_000_000;

/** Digits after the point in a number as typed (Elementor shows as many as the numbers have). */
const decimalsOf = (value: number) =>
  Number.isInteger(value) ? 0 : Math.min(3, String(value).split('.')[1]?.length ?? 0);

export const mapCounter: WidgetMapper = ({ s }) => {
  const start = clamp(s.num('starting_number') ?? 0, -limit, limit);
  const end = clamp(s.num('ending_number') ?? 100, -limit, limit);
  const duration = s.num('duration');
  s.touch('thousand_separator_char');
  return {
    type: 'counter',
    props: {
      start,
      end,
      decimals: Math.max(decimalsOf(start), decimalsOf(end)),
      separator: s.yes('thousand_separator', true),
      duration: duration === null ? 2000 : clampInt(duration, 0, 10_000),
      prefix: plainText(s.value('prefix'), 20),
      suffix: plainText(s.value('suffix'), 20),
      title: plainText(s.value('title'), 200),
      ...mapTypography(s, 'body', 'typography_number', 'typo_number'),
      ...mapTypography(s, 'body', 'typography_title', 'typo_title'),
    },
  };
};

export const mapProgress: WidgetMapper = ({ s }) => {
  const innerText = plainText(s.value('inner_text'), 100);
  return {
    type: 'progress-bar',
    props: {
      // The bar's accessible name: arig needs one, Elementor's title may be empty.
      title: plainText(s.value('title'), 200) || innerText || 'התקדמות',
      percent: clampInt(s.size('percent')?.size ?? 50, 0, 100),
      show_percent: s.str('display_percentage') !== 'hide',
      inner_text: innerText,
      variant: oneOf(s.str('progress_type'), ['info', 'success', 'warning', 'danger'], 'default'),
      // Elementor's progress bar names its title's group plainly "typography".
      ...mapTypography(s, 'body', 'typography', 'typo_title'),
      ...mapTypography(s, 'body', 'bar_inner_typography', 'typo_inner'),
    },
  };
};

/** Elementor Pro's countdown: to a date (site time, as arig's) or per visitor ("evergreen"). */
export const mapCountdown: WidgetMapper = ({ s, ctx, where }) => {
  const evergreen = s.str('countdown_type') === 'evergreen';
  const due = s.str('due_date').trim().replace(' ', 'T').slice(0, 16);
  if (!evergreen && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(due)) {
    ctx.report.issue(`${where}: תאריך הסיום ${quote(due)} אינו תאריך מוכר`);
    return null;
  }
  const actions = s.strings('expire_actions');
  const redirect = actions.includes('redirect') ? ctx.link(s, 'expire_redirect_url', where).href : '';
  const custom = s.yes('custom_labels');
  const label = (unit: string, fallback: string) =>
    custom ? plainText(s.value(`label_${unit}`), 20) || fallback : fallback;
  return {
    type: 'countdown',
    props: {
      mode: evergreen ? 'evergreen' : 'date',
      ...(evergreen ? {} : { due }),
      evergreen_hours: clampInt(s.size('evergreen_counter_hours')?.size ?? 47, 0, 720),
      evergreen_minutes: clampInt(s.size('evergreen_counter_minutes')?.size ?? 59, 0, 59),
      show_days: s.yes('show_days', true),
      show_hours: s.yes('show_hours', true),
      show_minutes: s.yes('show_minutes', true),
      show_seconds: s.yes('show_seconds', true),
      label_days: label('days', 'ימים'),
      label_hours: label('hours', 'שעות'),
      label_minutes: label('minutes', 'דקות'),
      label_seconds: label('seconds', 'שניות'),
      end_action: redirect
        ? 'redirect'
        : actions.includes('message')
          ? 'message'
          : actions.includes('hide')
            ? 'hide'
            : 'none',
      end_message: plainText(s.value('message_after_expire'), 300, true) || 'הזמן הסתיים.',
      end_url: redirect,
      ...mapTypography(s, 'body', 'digits_typography', 'typo_digits'),
      ...mapTypography(s, 'body', 'label_typography', 'typo_label'),
      // Elementor's countdown names its message's group plainly "typography".
      ...mapTypography(s, 'body', 'typography', 'typo_message'),
    },
  };
};
