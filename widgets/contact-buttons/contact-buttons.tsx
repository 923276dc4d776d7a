import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { Icon } from '../../builder/icons';
import { telHref } from '../../components/format/phone';
import { Ltr } from '../../components/ui/Ltr';
import { tw } from '../../messages/builder';
import { digitsOf, type ContactButtonsProps } from './schema';

/** wa.me wants the international number without "+" (an Israeli 05x… number becomes 9725x…). */
export function whatsappHref(number: string, text: string): string {
  const digits = digitsOf(number);
  const international = number.trim().startsWith('+')
    ? digits
    : digits.startsWith('0')
      ? `972${digits.slice(1)}`
      : digits;
  return `https://wa.me/${international}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * Real tel:/mailto:/wa.me links (they work without JavaScript; data-contact lets the site runtime count
 * conversions). Numbers and addresses are isolated left-to-right inside the Hebrew line.
 */
/** The details shown: the site settings' (the one source) unless the widget has its own, per chosen channel. */
function detailsOf(props: ContactButtonsProps, ctx: WidgetContext) {
  const from = props.source === 'custom' ? props : ctx.contact;
  const pick = (channel: 'phone' | 'email' | 'whatsapp') =>
    props.channels.includes(channel) ? (from?.[channel] ?? '') : '';
  return { phone: pick('phone'), email: pick('email'), whatsapp: pick('whatsapp') };
}

export function ContactButtons({ props, ctx }: { props: ContactButtonsProps; ctx: WidgetContext }) {
  const { phone, email, whatsapp } = detailsOf(props, ctx);
  if (!phone && !email && !whatsapp) {
    return ctx.editing ? <p className="w-editor-empty">{tw.contactButtonsEmpty}</p> : null;
  }
  const attrs = withClass(ctx.attrs, `w-contact--${props.layout}`, `w-align-${props.align}`);
  return (
    <ul {...attrs} aria-label={tw.contactButtons}>
      {phone && (
        <li>
          <a className="w-contact__link" href={telHref(phone)} data-contact="phone">
            <Icon name="phone" />
            <span className="w-contact__label">{tw.phone}</span>
            {props.show_numbers && (
              <span className="w-contact__value">
                <Ltr>{phone}</Ltr>
              </span>
            )}
          </a>
        </li>
      )}
      {email && (
        <li>
          <a className="w-contact__link" href={`mailto:${email}`} data-contact="email">
            <Icon name="mail" />
            <span className="w-contact__label">{tw.email}</span>
            {props.show_numbers && (
              <span className="w-contact__value">
                <Ltr>{email}</Ltr>
              </span>
            )}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a
            className="w-contact__link"
            href={whatsappHref(whatsapp, props.whatsapp_text)}
            target="_blank"
            rel="noopener noreferrer"
            data-contact="whatsapp"
          >
            <Icon name="whatsapp" />
            <span className="w-contact__label">{tw.whatsapp}</span>
            {props.show_numbers && (
              <span className="w-contact__value">
                <Ltr>{whatsapp}</Ltr>
              </span>
            )}
            <span className="visually-hidden"> {tw.opensInNewTab}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
