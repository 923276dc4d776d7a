import type { WidgetContext } from './context';

/**
 * What a template's title, image and content widgets show: the article a single-article template shows, or
 * the page a page template shows; none outside a template (the builder's placeholder, or nothing).
 */
export const shownEntry = (ctx: WidgetContext) => ctx.article?.post ?? ctx.textPage;
