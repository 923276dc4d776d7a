/**
 * Heebo on repeat views (issue 24): a first page paints in the system's Hebrew font and downloads
 * nothing for its text; once it has loaded, the site fonts are fetched at low priority into the HTTP
 * cache, and this flag tells every later page to use them from its first paint (they are then local).
 * Fonts never swap on a page shown, so text never moves (CLS 0).
 */
export const fontsStorageKey = 'arig-fonts';

/** The class on <html> that turns the site fonts on (site/styles/global.css). */
export const fontsClass = 'fonts';

/** Runs inline in <head>: marks the page as scripted, and turns the fonts on if they are cached. */
export const headBootstrap = `(function(){var c=document.documentElement.classList;c.add('js');try{if(localStorage.getItem(${JSON.stringify(fontsStorageKey)})==='1')c.add(${JSON.stringify(fontsClass)})}catch(e){}})()`;
