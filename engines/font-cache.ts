/**
 * Heebo on repeat views (issue 24): a first page paints in the system's Hebrew font and downloads
 * nothing for its text; once it has loaded and its visitor engages with it (a scroll, a press, a key, a
 * pointer over a link), the site fonts are fetched at low priority into the HTTP cache, and this flag tells
 * every later page to use them from its first paint (they are then local). A visit that ends on its first
 * page without engaging downloads no font at all.
 * Fonts never swap on a page shown, so text never moves (CLS 0).
 */
export const fontsStorageKey = 'arig-fonts';

/** The class on <html> that turns the site fonts on (site/styles/global.css). */
export const fontsClass = 'fonts';

/** The attribute on <html> that lists the page's font files, space-separated (site/layouts/Base.astro). */
export const fontsAttribute = 'data-fonts';

/**
 * Runs inline in <head>: marks the page as scripted and, if this page's fonts are the ones cached before
 * (the stored list equals the page's, so a family changed in Site Settings is fetched anew rather than
 * assumed), turns them on and preloads them. The preload matters: Chrome lets an `optional` font hold the
 * first paint (up to 100 ms) only when it is being preloaded; otherwise even a disk-cache hit arrives too
 * late and is never used.
 */
export const headBootstrap = `(function(){var d=document,e=d.documentElement,c=e.classList;c.add('js');try{var f=e.getAttribute(${JSON.stringify(fontsAttribute)});if(!f||localStorage.getItem(${JSON.stringify(fontsStorageKey)})!==f)return;c.add(${JSON.stringify(fontsClass)});f.split(' ').forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=u;d.head.appendChild(l)})}catch(x){}})()`;
