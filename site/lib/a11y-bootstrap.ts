import { contrastModes, levelTools, storageKey, toggleTools } from '../../engines/a11y-prefs';

/**
 * Runs inline in <head>, before first paint, so stored preferences apply without a flash. It mirrors
 * engines/a11y-prefs.ts#classesFor (a unit test holds the two together) in a few hundred bytes.
 */
export const a11yBootstrap = `(function(){try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"{}"),c=document.documentElement.classList;${JSON.stringify(toggleTools)}.forEach(function(k){if(p[k]===true)c.add("a11y-"+k)});var b=p["bigger-text"];if(b>=1&&b<=${levelTools['bigger-text']}&&b%1===0)c.add("a11y-bigger-text-"+b);var k=p.contrast,m=${JSON.stringify(contrastModes)};if(k>=1&&k<=${levelTools.contrast}&&k%1===0)c.add("a11y-contrast-"+m[k])}catch(e){}})()`;
