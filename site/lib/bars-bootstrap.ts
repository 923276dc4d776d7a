import { barDomId } from '../../components/announcement/AnnouncementBar';
import { dismissKey, type AnnouncementBar } from '../../engines/announcement/bar';

/**
 * Runs inline in <head> on pages with announcement bars, before the body is painted: marks on <html> the
 * bars this visitor closed (an unexpired entry in local storage, or one in session storage) and those
 * whose countdown has passed since the page was cached, so the CSS hides them without a shift. Mirrors
 * engines/expiring-store.ts's entry format ({v, e}); a unit test runs it against that store.
 */
export function barsBootstrap(bars: readonly AnnouncementBar[]): string {
  const entries = bars.map((bar) => [barDomId(bar), dismissKey(bar), bar.until ? Date.parse(bar.until) : 0]);
  return `(()=>{let n=Date.now(),o=[];${JSON.stringify(entries).replace(/</g, '\\u003c')}.map(b=>{let f=b[2]&&b[2]<=n;[localStorage,sessionStorage].map(s=>{try{let r=JSON.parse(s.getItem(b[1])||"null");if(r&&(r.e===void 0||r.e>n))f=1}catch{}});f&&o.push(b[0])});o.length&&document.documentElement.setAttribute("data-bars-off",o.join(" "))})()`;
}

/** Per bar: hidden while marked off; a bottom bar lifts the floating buttons by its height while shown. */
export function barsCss(bars: readonly AnnouncementBar[]): string {
  return bars
    .map((bar) => {
      const id = barDomId(bar);
      const hide = `html[data-bars-off~="${id}"] #${id}{display:none}`;
      return bar.position === 'bottom'
        ? `${hide}html:not([data-bars-off~="${id}"]):has(#${id}){--arig-bottom-bar:var(--arig-bottom-bar-h,4rem)}`
        : hide;
    })
    .join('');
}
