import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { zonedTimeToInstant } from '../../engines/countdown';

const due = '2027-01-31T18:00';
const end = zonedTimeToInstant(due)!;
const at = (msBefore: number) => ({ now: end - msBefore });
const digits = (html: string) => [...html.matchAll(/w-countdown__digits">(\d+)</g)].map((m) => m[1]);

describe('countdown', () => {
  it("renders the value at render time in the site's time zone, labelled, as a timer, with its island", () => {
    const { html, islands } = renderWidget('countdown', { due }, at((((3 * 24 + 4) * 60 + 5) * 60 + 6) * 1000));
    expect(islands).toEqual(['countdown']);
    expect(digits(html)).toEqual(['03', '04', '05', '06']);
    expect(html).toContain('<span class="w-countdown__label">ימים</span>');
    expect(html).toContain('role="timer"');
    expect(html).not.toContain('aria-live="polite"');
    expect(html).toContain(`data-countdown-end="${end}"`);
    expect(html).toContain('<p class="visually-hidden" role="status" data-countdown-status=""></p>');
    // The message waits, hidden, for the end.
    expect(html).toMatch(/<p class="w-countdown__message" hidden="">הזמן הסתיים.<\/p>/);
  });

  it('shows only the chosen units, a hidden larger unit carried into the next', () => {
    const { html } = renderWidget('countdown', { due, show_days: false, show_seconds: false }, at(50 * 3_600_000));
    expect(digits(html)).toEqual(['50', '00']);
    expect(html).not.toContain('ימים');
  });

  it('renders the end state when the date has passed: message shown, timer hidden', () => {
    const { html } = renderWidget('countdown', { due, end_message: 'ההרשמה נסגרה' }, at(-1000));
    expect(html).toContain('<div class="w-countdown__timer" role="timer" aria-atomic="true" hidden="">');
    expect(html).toContain('<p class="w-countdown__message">ההרשמה נסגרה</p>');
  });

  it('an evergreen countdown renders its full length and a key of its own', () => {
    const { html } = renderWidget(
      'countdown',
      { mode: 'evergreen', evergreen_hours: 2, evergreen_minutes: 30, show_days: false },
      { now: 0 },
    );
    expect(digits(html)).toEqual(['02', '30', '00']);
    expect(html).toContain(`data-countdown-length="${150 * 60_000}"`);
    expect(html).toContain('data-countdown-key="arig-countdown-w1"');
    expect(html).not.toContain('data-countdown-end');
  });

  it('after a redirect countdown ended, a no-JS visitor gets the link', () => {
    const { html } = renderWidget('countdown', { due, end_action: 'redirect', end_url: '/contact/' }, at(-5));
    expect(html).toContain('data-countdown-url="/contact/"');
    expect(html).toContain('<a href="/contact/">להמשך</a>');
  });

  it("gives every unit's digits and label, and the end's message, each their own typography group", () => {
    const { html } = renderWidget(
      'countdown',
      { due, typo_digits_size_desktop: 48, typo_label_transform: 'uppercase', typo_message_weight: '400' },
      at(90_061_000),
    );
    expect(
      html.match(/<span class="w-countdown__digits w--ts-d w--ts-t w--ts-m" style="--w-fs-d:3rem">/g),
    ).toHaveLength(4);
    expect(html).toContain('<span class="w-countdown__label w--tt" style="--w-tt:uppercase">ימים</span>');
    expect(html.match(/--w-tt:uppercase/g)).toHaveLength(4);
    expect(html).toContain('<p class="w-countdown__message w--tw" style="--w-fw:400" hidden="">הזמן הסתיים.</p>');
    const redirect = renderWidget(
      'countdown',
      { due, end_action: 'redirect', end_url: '/contact/', typo_message_weight: '400' },
      at(-5),
    ).html;
    expect(redirect).toContain(
      '<p class="w-countdown__message w--tw" style="--w-fw:400"><a href="/contact/">להמשך</a></p>',
    );
    expect(redirect).toContain('<span class="w-countdown__digits">00</span>');
    expect(errorPaths('countdown', { typo_label_line_height: 3 })).toEqual(['content.0.props.typo_label_line_height']);
  });

  it('refuses dates that are not real, an empty evergreen, and a redirect with nowhere to go', () => {
    expect(errorPaths('countdown', { due: '2027-02-30T10:00' })).toEqual(['content.0.props.due']);
    expect(errorPaths('countdown', { due: '31/01/2027' })).toEqual(['content.0.props.due']);
    expect(errorPaths('countdown', { mode: 'evergreen', evergreen_hours: 0, evergreen_minutes: 0 })).toEqual([
      'content.0.props.evergreen_minutes',
    ]);
    expect(errorPaths('countdown', { end_action: 'redirect' })).toEqual(['content.0.props.end_url']);
    expect(errorPaths('countdown', { end_action: 'redirect', end_url: 'javascript:alert(1)' })).toEqual([
      'content.0.props.end_url',
    ]);
  });
});
