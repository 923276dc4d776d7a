import { describe, expect, it } from 'vitest';
import { accountMessages, passwordMessages, readAccountForm } from './account-forms';
import { passwordProblem } from './password-policy';

const form = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([k, v]) => [k, [v]]));

describe('the password policy', () => {
  it('takes 8 characters and more, counting Hebrew letters as one each', () => {
    expect(passwordProblem('שבעה-ת')).toBe('short');
    expect(passwordProblem('שמונה-תו')).toBeNull();
    expect(passwordProblem('x'.repeat(128) + 'ab')).toBe('long');
  });

  it('refuses the passwords every guessing list starts with, in any case, and the e-mail itself', () => {
    for (const p of ['12345678', 'Password1', 'QWERTY123', 'zzzzzzzzz', 'קראטוןםפ'])
      expect(passwordProblem(p)).toBe('common');
    expect(passwordProblem('Dana@Example.co.il', 'dana@example.co.il')).toBe('email');
  });
});

describe('the account forms', () => {
  it('reads a registration, with the e-mail trimmed', () => {
    const read = readAccountForm(
      'register',
      form({ name: 'דנה לוי', email: ' dana@example.co.il ', password: 'חוט-ומחט-77' }),
    );
    expect(read).toEqual({ ok: true, data: { name: 'דנה לוי', email: 'dana@example.co.il', password: 'חוט-ומחט-77' } });
  });

  it('explains each refusal in Hebrew beside its field, and never echoes a password', () => {
    const read = readAccountForm('register', form({ name: 'ד', email: 'not-mail', password: '12345678' }));
    expect(read).toEqual({
      ok: false,
      errors: { name: accountMessages.name, email: accountMessages.email, password: passwordMessages.common },
      values: { name: 'ד', email: 'not-mail' },
    });
  });

  it('signs in with any non-empty password (the policy is for choosing one, not for old accounts)', () => {
    expect(readAccountForm('signIn', form({ email: 'a@b.co', password: '1' })).ok).toBe(true);
    expect(readAccountForm('signIn', form({ email: 'a@b.co', password: '' }))).toMatchObject({
      ok: false,
      errors: { password: accountMessages.password },
    });
  });

  it('asks for the current password to change the e-mail or the password, not to rename', () => {
    const details = { name: 'דנה', email: 'dana@example.co.il', currentPassword: '', newPassword: '' };
    expect(readAccountForm('details', form(details), 'dana@example.co.il').ok).toBe(true);
    expect(
      readAccountForm('details', form({ ...details, email: 'new@example.co.il' }), 'dana@example.co.il'),
    ).toMatchObject({
      ok: false,
      errors: { currentPassword: accountMessages.currentPassword },
    });
    expect(readAccountForm('details', form({ ...details, newPassword: 'abc' }), 'dana@example.co.il')).toMatchObject({
      ok: false,
      errors: { currentPassword: accountMessages.currentPassword, newPassword: passwordMessages.short },
    });
  });

  it('reads an Israeli address with an optional phone and postcode', () => {
    const address = { phone: '', city: 'חיפה', street: 'הנמל', house: '12א', apartment: '', postcode: '' };
    expect(readAccountForm('address', form(address))).toEqual({ ok: true, data: address });
    expect(readAccountForm('address', form({ ...address, phone: '052-123 4567', postcode: '33031-12' }))).toMatchObject(
      {
        ok: true,
        data: { phone: '0521234567', postcode: '3303112' },
      },
    );
    expect(readAccountForm('address', form({ ...address, phone: '123', city: '' }))).toMatchObject({
      ok: false,
      errors: { phone: accountMessages.phone, city: accountMessages.city },
    });
  });

  it('takes only a well-formed reset key', () => {
    expect(readAccountForm('resetPassword', form({ key: '../../etc', password: 'חוט-ומחט-77' }))).toMatchObject({
      ok: false,
      errors: { key: accountMessages.key },
      values: {},
    });
  });
});
