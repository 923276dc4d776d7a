import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { formContext, testSession } from './testing';

describe('form widget', () => {
  it('renders a plain POST form to its own page with the control fields, a honeypot and labelled fields', () => {
    const { html, islands } = renderWidget('form', { form_id: 7 }, formContext());
    expect(islands).toEqual(['form']);
    expect(html).toMatch(/^<section class="w w-form" data-island="form" id="w-w1" aria-labelledby="w-w1-title">/);
    expect(html).toContain('<h2 class="w-form__title" id="w-w1-title">פנייה מהאתר</h2>');
    expect(html).toContain('action="/contact/#w-w1" method="post"');
    expect(html).toContain('<input type="hidden" name="_arig_form" value="7"/>');
    expect(html).toContain('<input type="hidden" name="_arig_token" value="token-7"/>');
    expect(html).toContain('<div class="w-form__trap" aria-hidden="true"><label for="w-w1-arig_website">');
    expect(html).toContain(
      '<input id="w-w1-arig_website" type="text" tabindex="-1" autoComplete="off" name="arig_website"/>',
    );
    expect(html).toContain(
      '<label class="w-form__label" for="w-w1-name">שם<span class="w-form__required" aria-hidden="true">*</span></label>',
    );
    expect(html).toContain('<input id="w-w1-name" required="" autoComplete="name" type="text" name="name"');
    expect(html).toContain(
      'id="w-w1-email" required="" autoComplete="email" inputMode="email" type="email" dir="ltr" name="email"',
    );
    expect(html).toContain('aria-describedby="w-w1-message-help"');
    expect(html).toContain(
      '<input id="w-w1-privacy" required="" type="checkbox" name="privacy" value="yes"/><label for="w-w1-privacy">אני מסכים/ה',
    );
    expect(html).toContain('w-form__field--d50 w-form__field--t50 w-form__field--m100');
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<div class="w-form__summary" id="w-w1-summary" role="alert" tabindex="-1" hidden="">/);
  });

  it('shows a post without JavaScript again: each error at its field, a linked summary, the values kept', () => {
    const session = testSession({
      errors: { email: 'כתובת לא תקינה', privacy: 'יש לסמן' },
      values: { name: ['דנה <b>'], email: ['dana@'], message: ['שלום'], privacy: [] },
    });
    const { html } = renderWidget('form', { form_id: 7 }, formContext(session));
    expect(html).toContain('value="דנה &lt;b&gt;"');
    expect(html).toContain('aria-invalid="true" aria-describedby="w-w1-email-error"');
    expect(html).toContain('<p class="w-form__error" id="w-w1-email-error">כתובת לא תקינה</p>');
    expect(html).toContain('<p class="w-form__summary-title">יש לתקן 2 שדות:</p>');
    expect(html).toContain('<a href="#w-w1-email">כתובת לא תקינה</a>');
    expect(html).toMatch(/role="alert" tabindex="-1">/);
    expect(html).toContain('>שלום</textarea>');
  });

  it('shows the thank-you instead of the form once sent', () => {
    const { html } = renderWidget('form', { form_id: 7 }, formContext(testSession({ sent: true })));
    expect(html).toContain(
      '<div class="w-form__sent" role="status" tabindex="-1" data-form-sent="7"><div><p>תודה!</p></div></div>',
    );
    expect(html).not.toContain('<form');
  });

  it('renders nothing on the site for a missing form, and a hint in the builder', () => {
    expect(renderWidget('form', { form_id: 99 }, formContext()).html).toBe('');
    expect(renderWidget('form', { form_id: 0 }, formContext()).html).toBe('');
  });

  it('refuses a negative or fractional form id', () => {
    expect(errorPaths('form', { form_id: -1 })).toEqual(['content.0.props.form_id']);
    expect(errorPaths('form', { form_id: 1.5 })).toEqual(['content.0.props.form_id']);
  });
});
