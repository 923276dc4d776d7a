import { isHeaderScrolled, mobileHeaderCheckInterval } from '../engines/page-scroll';

/** On mobile widths, every 300 ms: past 200 px of scroll the header takes its sticky-effects style. */
export function initMobileHeader(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  const mobile = window.matchMedia('(max-width: 767px)');
  let timer: number | undefined;
  const check = () => header.classList.toggle('site-header--scrolled', isHeaderScrolled(window.scrollY));
  const sync = (first = false) => {
    window.clearInterval(timer);
    timer = undefined;
    if (mobile.matches) {
      // Reading scrollY lays the page out. At start that would pull the page's first layout into this script's
      // task, one long task instead of two short ones (issue 24's TBT): the first check waits for that frame.
      if (first) requestAnimationFrame(() => setTimeout(check));
      else check();
      timer = window.setInterval(check, mobileHeaderCheckInterval);
    } else {
      header.classList.remove('site-header--scrolled');
    }
  };
  mobile.addEventListener('change', () => sync());
  sync(true);
}
