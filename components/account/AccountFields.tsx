import { taccount } from '../../messages/account';
import { ShopField, type ShopFieldProps } from '../shop/ShopFormParts';

type Common = Pick<ShopFieldProps, 'form' | 'value' | 'error' | 'hint' | 'required'> & {
  name?: string;
  label?: string;
};

/** An e-mail address field of the account's forms (Latin, left to right, the e-mail keyboard). */
export function EmailField({
  name = 'email',
  label = taccount.email,
  autoComplete = 'email',
  ...rest
}: Common & {
  autoComplete?: 'email' | 'username';
}) {
  return (
    <ShopField
      {...rest}
      name={name}
      label={label}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      dir="ltr"
    />
  );
}

/** A password field: never shown again after a post (no value), the password manager told which kind. */
export function PasswordField({
  name = 'password',
  label = taccount.password,
  kind,
  ...rest
}: Common & {
  kind: 'current' | 'new';
}) {
  return (
    <ShopField
      {...rest}
      name={name}
      label={label}
      type="password"
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      dir="ltr"
      value={undefined}
    />
  );
}
