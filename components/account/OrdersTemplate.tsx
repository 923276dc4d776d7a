import { routes } from '../../config/routes';
import type { OrdersPage } from '../../data/account/customer-orders';
import { taccount } from '../../messages/account';
import type { Crumb } from '../content/Breadcrumbs';
import { AccountFrame } from './AccountFrame';
import { OrdersTable } from './OrdersTable';

const pageUrl = (page: number) => (page > 1 ? `${routes.accountOrders}?page=${page}` : routes.accountOrders);

/** Every order of the account, twenty at a time, newest first. */
export function OrdersTemplate({ trail, list }: { trail: Crumb[]; list: OrdersPage }) {
  return (
    <AccountFrame trail={trail} title={taccount.orders} section="orders">
      {list.orders.length > 0 ? (
        <OrdersTable orders={list.orders} caption={taccount.orders} />
      ) : (
        <p className="account__empty">
          {taccount.noOrders} <a href={routes.shop}>{taccount.toShop}</a>
        </p>
      )}
      {list.totalPages > 1 && (
        <p className="account__pages">
          {list.page > 1 && <a href={pageUrl(list.page - 1)}>{taccount.previousPage}</a>}
          {list.page < list.totalPages && <a href={pageUrl(list.page + 1)}>{taccount.nextPage}</a>}
        </p>
      )}
    </AccountFrame>
  );
}
