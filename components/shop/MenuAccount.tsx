import { routes } from '../../config/routes';

/** The way to the customer's account, beside the cart (the same on every page, so pages stay cacheable). */
export function MenuAccount({ current }: { current: boolean }) {
  return (
    <a className="menu-account" href={routes.account} aria-current={current ? 'page' : undefined}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="visually-hidden">החשבון שלי</span>
    </a>
  );
}
