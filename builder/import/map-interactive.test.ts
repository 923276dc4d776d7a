import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('interactive widgets', () => {
  it('alert: kind, texts, dismiss; an empty alert stays a placeholder', () => {
    expect(
      map('alert', {
        alert_type: 'danger',
        alert_title: 'שגיאה',
        alert_description: 'שורה<br>שנייה',
        show_dismiss: 'hide',
      }).props,
    ).toMatchObject({
      kind: 'danger',
      title: 'שגיאה',
      description: 'שורה\nשנייה',
      dismissible: false,
      show_icon: false,
    });
    expect(map('alert', { alert_title: '' }).node.type).toBe('wp-placeholder');
  });

  it('counter: decimals from the numbers, prefix and suffix', () => {
    expect(
      map('counter', { starting_number: 0, ending_number: '4.75', suffix: '★', thousand_separator: '' }).props,
    ).toMatchObject({
      start: 0,
      end: 4.75,
      decimals: 2,
      suffix: '★',
      separator: false,
    });
  });

  it('progress: an accessible name even without a title', () => {
    expect(map('progress', { percent: { unit: '%', size: 130 }, progress_type: 'warning' }).props).toMatchObject({
      title: 'התקדמות',
      percent: 100,
      variant: 'warning',
    });
  });

  it('countdown: to a date with a redirect, or per visitor', () => {
    expect(
      map('countdown', {
        due_date: '2027-03-01 18:30',
        expire_actions: ['redirect'],
        expire_redirect_url: { url: '/sale-over/' },
      }).props,
    ).toMatchObject({
      mode: 'date',
      due: '2027-03-01T18:30',
      end_action: 'redirect',
      end_url: '/sale-over/',
    });
    expect(
      map('countdown', {
        countdown_type: 'evergreen',
        evergreen_counter_hours: { size: 5 },
        evergreen_counter_minutes: { size: 0 },
      }).props,
    ).toMatchObject({ mode: 'evergreen', evergreen_hours: 5 });
    expect(map('countdown', { due_date: 'soon' }).node.type).toBe('wp-placeholder');
  });

  it("countdown: the digits', labels' and end message's typography (Elementor's three groups)", () => {
    const { props, issues } = map('countdown', {
      due_date: '2027-03-01 18:30',
      digits_typography_typography: 'custom',
      digits_typography_font_size: { unit: 'px', size: 48, sizes: [] },
      label_typography_typography: 'custom',
      label_typography_text_transform: 'uppercase',
      typography_typography: 'custom',
      typography_font_weight: '400',
      typography_font_family: 'Heebo',
    });
    expect(props).toMatchObject({
      typo_digits_size_desktop: 48,
      typo_label_transform: 'uppercase',
      typo_message_weight: '400',
    });
    expect(issues).not.toContain('digits_typography');
    expect(issues).not.toContain('label_typography');
    expect(issues).toContain('typography_font_family');
  });
});
