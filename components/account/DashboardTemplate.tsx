import { routes } from '../../config/routes';
import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { taccount } from '../../messages/account';
import type { Crumb } from '../content/Breadcrumbs';
import { AccountFrame } from './AccountFrame';
import { OrdersTable } from './OrdersTable';

/** Signed in: a greeting, the latest orders and the way to the rest. */
export function DashboardTemplate(props: { trail: Crumb[]; name: string; recent: OrderView[]; notice?: string }) {
  return (
    <AccountFrame trail={props.trail} title={taccount.hello(props.name)} section="dashboard" notice={props.notice}>
      <p>{taccount.dashboardIntro}</p>
      {props.recent.length > 0 ? (
        <>
          <OrdersTable orders={props.recent} caption={taccount.recentOrders} />
          <p>
            <a href={routes.accountOrders}>{taccount.allOrders}</a>
          </p>
        </>
      ) : (
        <p className="account__empty">
          {taccount.noOrders} <a href={routes.shop}>{taccount.toShop}</a>
        </p>
      )}
    </AccountFrame>
  );
}
