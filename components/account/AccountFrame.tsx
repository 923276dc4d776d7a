import type { ReactNode } from 'react';
import { routes } from '../../config/routes';
import { taccount } from '../../messages/account';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';

export type AccountSection = 'dashboard' | 'orders' | 'address' | 'details';

const sections: { key: AccountSection; label: string; href: string }[] = [
  { key: 'dashboard', label: taccount.dashboard, href: routes.account },
  { key: 'orders', label: taccount.orders, href: routes.accountOrders },
  { key: 'address', label: taccount.address, href: routes.editAddress },
  { key: 'details', label: taccount.details, href: routes.editAccount },
];

/** WooCommerce's account page: its sections beside (or, on a phone, above) the one shown, and sign-out. */
export function AccountFrame(props: {
  trail: Crumb[];
  title: string;
  section: AccountSection;
  notice?: string;
  children: ReactNode;
}) {
  return (
    <div className="container checkout account">
      <Breadcrumbs trail={props.trail} />
      <h1>{props.title}</h1>
      {props.notice && (
        <p className="account__notice" role="status">
          {props.notice}
        </p>
      )}
      <div className="account__layout">
        <nav className="account__nav" aria-label={taccount.nav}>
          <ul>
            {sections.map((s) => (
              <li key={s.key}>
                <a href={s.href} aria-current={s.key === props.section ? 'page' : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <form method="post" action={routes.signOut}>
            <button type="submit" className="button button--secondary account__sign-out">
              {taccount.signOut}
            </button>
          </form>
        </nav>
        <div className="account__content">{props.children}</div>
      </div>
    </div>
  );
}
