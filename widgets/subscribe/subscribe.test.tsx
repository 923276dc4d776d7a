import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { formContext, testSession } from '../form/testing';

describe('subscribe widget', () => {
  it('renders the newsletter sign-up: e-mail, optional name and an unticked consent with the exact wording', () => {
    const { html, islands } = renderWidget('subscribe', {}, formContext());
    expect(islands).toEqual(['subscribe']);
    expect(html).toContain('<h2 class="w-form__title" id="w-w1-title">הניוזלטר</h2>');
    expect(html).toContain('<p class="w-form__intro">מאמר בחודש.</p>');
    expect(html).toContain('<input type="hidden" name="_arig_form" value="newsletter"/>');
    expect(html).toContain('<input type="hidden" name="_arig_token" value="token-newsletter"/>');
    expect(html).toContain('id="w-w1-email" required=""');
    expect(html).toContain(
      '<input id="w-w1-name" autoComplete="name" type="text" maxLength="100" name="name" value=""/>',
    );
    expect(html).toContain(
      '<input id="w-w1-consent" required="" type="checkbox" name="consent" value="yes"/><label for="w-w1-consent">אני מאשר/ת דיוור.',
    );
    expect(html).not.toContain('checked');
  });

  it('takes its own heading and level, and hides the intro when asked', () => {
    const { html } = renderWidget(
      'subscribe',
      { heading: 'הצטרפו', heading_tag: 'h3', show_intro: false },
      formContext(),
    );
    expect(html).toContain('<h3 class="w-form__title" id="w-w1-title">הצטרפו</h3>');
    expect(html).not.toContain('w-form__intro');
  });

  it('gives the heading, the intro and the button each their own typography group, and none when global', () => {
    const { html } = renderWidget(
      'subscribe',
      { typo_heading_size_mobile: 20, typo_intro_letter_spacing: 0.5, typo_button_weight: '400' },
      formContext(),
    );
    expect(html).toContain('<h2 class="w-form__title w--ts-m" style="--w-fs-m:1.25rem" id="w-w1-title">הניוזלטר</h2>');
    expect(html).toContain('<p class="w-form__intro w--tls" style="--w-ls:0.03125rem">מאמר בחודש.</p>');
    expect(html).toContain('<button type="submit" class="w-form__submit w--tw" style="--w-fw:400">הרשמה</button>');
    expect(html).toContain('<label class="w-form__label" for="w-w1-email">');
    expect(html.match(/style="--w-/g)).toHaveLength(3);
    expect(renderWidget('subscribe', {}, formContext()).html).toContain(
      '<button type="submit" class="w-form__submit">הרשמה</button>',
    );
  });

  it('says to check the mailbox once sent', () => {
    const { html } = renderWidget('subscribe', {}, formContext(testSession({ sent: true }, 'newsletter')));
    expect(html).toContain('data-form-sent="newsletter"');
    expect(html).toContain('שלחנו אליך הודעה לאישור ההרשמה');
  });

  it('refuses a heading level outside the list', () => {
    expect(errorPaths('subscribe', { heading_tag: 'h1' })).toEqual(['content.0.props.heading_tag']);
  });
});
