import type { ShopNoticeView } from '../../data/shop/notice-view';
import { routes } from '../../config/routes';
import { tshop } from '../../messages/shop';

/** The shop's message after a change: read out politely (success) or at once (a refusal). */
export function ShopNotice({ notice, contained = true }: { notice: ShopNoticeView; contained?: boolean }) {
  const line = (
    <p className={`shop-notice shop-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      {notice.cartLink && (
        <a className="shop-notice__link" href={routes.cart}>
          {tshop.viewCart}
        </a>
      )}
    </p>
  );
  return contained ? <div className="container">{line}</div> : line;
}
