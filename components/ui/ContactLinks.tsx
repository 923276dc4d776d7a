import { telHref } from '../format/phone';
import { t } from '../../messages/he';
import { Ltr } from './Ltr';

interface Props {
  phone: string | null;
  email: string | null;
}

export function ContactLinks({ phone, email }: Props) {
  return (
    <ul className="contact-links">
      {phone && (
        <li>
          <span>{`${t.phone}: `}</span>
          <a href={telHref(phone)}>
            <Ltr>{phone}</Ltr>
          </a>
        </li>
      )}
      {email && (
        <li>
          <span>{`${t.email}: `}</span>
          <a href={`mailto:${email}`}>
            <Ltr>{email}</Ltr>
          </a>
        </li>
      )}
    </ul>
  );
}
