const adopted = new Set<string>();

/**
 * Adds the CSS of a widget whose code arrives after the page (lightbox, accessibility panel, search) to the
 * document, once: its styles travel with that code instead of inline in every page.
 */
export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
