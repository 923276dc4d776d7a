import { describe, expect, it } from 'vitest';
import { elementorForm } from './elementor-form';
import { isRecord } from './elementor-types';
import { fixtureElementorData, map } from './testing';

/** The form widget on the fixture's Elementor page (post 93): six fields, e-mail and redirect actions. */
function fixtureForm(): Record<string, unknown> {
  const find = (list: unknown): Record<string, unknown> | null => {
    if (!Array.isArray(list)) return null;
    for (const el of list) {
      if (!isRecord(el)) continue;
      if (el.widgetType === 'form' && isRecord(el.settings)) return el.settings;
      const inner = find(el.elements);
      if (inner) return inner;
    }
    return null;
  };
  const settings = find(fixtureElementorData(93));
  if (!settings) throw new Error('the fixture page has no form');
  return settings;
}

describe('an Elementor form as an arig form document', () => {
  it("carries the fixture's fields, their widths per device, the e-mail and the redirect", () => {
    const { form, issues } = elementorForm(fixtureForm(), 'עמוד');
    expect(form?.title).toBe('צור קשר – דף הבית');
    expect(form?.fields.map((f) => [f.blockType, f.name])).toEqual([
      ['text', 'name'],
      ['phone', 'phone'],
      ['email', 'email'],
      ['select', 'service'],
      ['textarea', 'message'],
      ['acceptance', 'consent'],
    ]);
    expect(form?.fields[0]).toMatchObject({
      label: 'שם מלא',
      placeholder: 'ישראל ישראלי',
      required: true,
      width: { desktop: '50', tablet: '50', mobile: '100' },
    });
    expect(form?.fields[2]).toMatchObject({ required: false, width: { desktop: '100', tablet: '100', mobile: '100' } });
    expect(form?.fields[3]).toMatchObject({
      options: [
        { label: 'קידום אורגני', value: 'קידום אורגני' },
        { label: 'קמפיינים ממומנים', value: 'קמפיינים ממומנים' },
        { label: 'בניית אתרים', value: 'בניית אתרים' },
        { label: 'נגישות', value: 'נגישות' },
      ],
    });
    expect(form?.fields[5]).toMatchObject({
      consentText: 'אני מאשר/ת קבלת דיוור ומסכים/ה למדיניות הפרטיות',
      required: true,
    });
    expect(form?.submitButtonLabel).toBe('שליחה');
    expect(form?.emails).toEqual([{ emailTo: 'info@example.co.il', subject: 'פנייה חדשה מהאתר', message: '{{*}}' }]);
    expect(form).toMatchObject({ confirmationType: 'redirect', redirectUrl: '/contact/?sent=1' });
    expect(form?.successMessage).toBe('תודה! הפנייה התקבלה ונחזור אליכם בהקדם.');
    expect(issues).toEqual(['כתובת השולח של הודעות הדואר לא יובאה: אריג שולח תמיד מכתובת האתר (MAIL_FROM)']);
  });

  it('renames what arig would refuse, reports what it has no field for, and leaves out spam fields', () => {
    const { form, issues } = elementorForm(
      {
        form_fields: [
          { custom_id: '9lives', field_type: 'text', field_label: 'שם' },
          { custom_id: 'name', field_type: 'url', field_label: 'אתר', width: '80' },
          { custom_id: 'name', field_type: 'password', field_label: 'סיסמה' },
          { field_type: 'honeypot' },
          { custom_id: 'topics', field_type: 'checkbox', field_label: 'נושאים', field_options: 'א|a\nב|b<c' },
          { custom_id: 'size', field_type: 'number', field_label: 'כמות', field_min: '1', field_max: '9', width: '20' },
        ],
        submit_actions: ['email', 'webhook'],
        email_to: '[field id="name"]',
        email_content: '<p>שלום [field id="9lives"]</p>',
      },
      'העמוד',
    );
    expect(form?.fields.map((f) => [f.blockType, f.name])).toEqual([
      ['text', 'field_1'],
      ['text', 'name'],
      ['radio', 'topics'],
      ['number', 'size'],
    ]);
    expect(form?.fields[1]).toMatchObject({ width: { desktop: '75' } });
    expect(form?.fields[2]).toMatchObject({
      options: [
        { label: 'א', value: 'a' },
        { label: 'ב', value: 'b-c' },
      ],
    });
    expect(form?.fields[3]).toMatchObject({ min: 1, max: 9, width: { desktop: '25' } });
    expect(form?.title).toBe('טופס מהעמוד העמוד');
    // `{{name}}` is a text field, not an e-mail one: arig would refuse to save the e-mail, so it is left out.
    expect(form?.emails).toEqual([]);
    expect(form?.confirmationType).toBe('message');
    expect(issues).toContain('השדה „סיסמה” מסוג „password” לא יובא: אין באריג שדה כזה');
    expect(issues.some((i) => i.includes('honeypot'))).toBe(true);
    expect(issues.some((i) => i.includes('יובא כשדה טקסט'))).toBe(true);
    expect(issues.some((i) => i.includes('הודעת הדואר לא יובאה'))).toBe(true);
    expect(issues.some((i) => i.includes('webhook'))).toBe(true);
  });

  it('makes no form of a widget with no field arig can take', () => {
    const { form, issues } = elementorForm({ form_fields: [{ field_type: 'recaptcha' }] }, 'עמוד');
    expect(form).toBeNull();
    expect(issues.at(-1)).toBe('בטופס אין שדות שאריג יכול לייבא');
  });
});

describe('the form widget', () => {
  it('points at the form document the importer made, and stays a placeholder without one', () => {
    const made = map('form', fixtureForm(), { form: (id) => (id === 'w1' ? 41 : null) });
    expect(made.node.type).toBe('form');
    expect(made.props).toMatchObject({ form_id: 41, show_title: false });
    expect(made.issues).not.toContain('email_to');
    const styled = map(
      'form',
      {
        ...fixtureForm(),
        label_typography_typography: 'custom',
        label_typography_font_weight: '700',
        field_typography_typography: 'custom',
        field_typography_font_size: { unit: 'px', size: 18, sizes: [] },
        button_typography_typography: 'custom',
        button_typography_letter_spacing: { unit: 'px', size: 1, sizes: [] },
      },
      { form: () => 41 },
    );
    expect(styled.props).toMatchObject({
      typo_label_weight: '700',
      typo_field_size_desktop: 18,
      typo_button_letter_spacing: 1,
    });
    expect(styled.issues).not.toContain('label_typography_font_weight');
    expect(styled.issues).not.toContain('field_typography');
    expect(styled.issues).not.toContain('button_typography');
    const alone = map('form', fixtureForm());
    expect(alone.node.type).toBe('wp-placeholder');
    expect(alone.issues).toContain('הטופס לא יובא כטופס של אריג');
  });
});
