import { contrastModes, levelTools, storageKey, toggleTools } from '../../engines/a11y-prefs';

/**
 * Runs inline in <head>, before first paint, so stored preferences apply without a flash. It mirrors
 * engines/a11y-prefs.ts#classesFor (a unit test holds the two together) in a few hundred bytes. The tools'
 * CSS is not in every page (issue 24): when a preference adds a class, it links that sheet, and
 * `blocking="render"` holds the first paint for it as a sheet in the markup would.
 */
export function a11yBootstrap(modesHref: string): string {
  return `(function(){try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"{}"),d=document,c=d.documentElement.classList,n=0,a=function(x){c.add(x);n++};${JSON.stringify(toggleTools)}.forEach(function(k){if(p[k]===true)a("a11y-"+k)});var b=p["bigger-text"];if(b>=1&&b<=${levelTools['bigger-text']}&&b%1===0)a("a11y-bigger-text-"+b);var k=p.contrast,m=${JSON.stringify(contrastModes)};if(k>=1&&k<=${levelTools.contrast}&&k%1===0)a("a11y-contrast-"+m[k]);if(n){var l=d.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(modesHref)};l.setAttribute("blocking","render");d.head.appendChild(l)}}catch(e){}})()`;
}
