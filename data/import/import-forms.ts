import { elementorForm, type ImportedForm } from '../../builder/import/elementor-form';
import { readElement } from '../../builder/import/elementor-types';
import { escapeText } from '../../engines/sanitize-html';
import { contentToLexical } from '../../engines/wordpress/content-to-lexical';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext, itemDone } from './context';
import { templateType } from './kit-design';
import { importedStatuses, isImportedContent } from './plan';
import { themeKinds } from './template-reason';
import { upsert } from './upsert';

/** The layouts the import maps (pages and articles built in Elementor, popups, theme templates). */
function hasImportedLayout(item: WxrItem): boolean {
  if (!item.meta._elementor_data) return false;
  if (item.type === 'elementor_library') {
    const type = templateType(item);
    return (type === 'popup' || Boolean(themeKinds[type])) && importedStatuses.has(item.status);
  }
  return isImportedContent(item) && item.meta._elementor_edit_mode === 'builder';
}

/** Every form widget in a stored Elementor layout, however deep. */
function formWidgets(data: string): { id: string; settings: Record<string, unknown> }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return []; // The page's own stage reports the broken layout.
  }
  const found: { id: string; settings: Record<string, unknown> }[] = [];
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 40) return;
    for (const raw of list) {
      const el = readElement(raw);
      if (!el) continue;
      if (el.widgetType === 'form' && el.id) found.push({ id: el.id, settings: el.settings });
      walk(el.elements, depth + 1);
    }
  };
  walk(parsed, 0);
  return found;
}

/** Where an imported form came from: the WordPress post and the widget's element id in it. */
export const formSource = (wpId: number, elementorId: string) => `elementor:${wpId}:${elementorId}`;

function formData(form: ImportedForm, source: string, link: (href: string) => string) {
  const message = contentToLexical(`<p>${escapeText(form.successMessage)}</p>`, {
    media: () => null,
    link,
  }).lexical;
  const redirect = form.confirmationType === 'redirect' ? link(form.redirectUrl) : '';
  return {
    title: form.title,
    wordpressSource: source,
    fields: form.fields,
    submitButtonLabel: form.submitButtonLabel,
    confirmationType: redirect ? ('redirect' as const) : ('message' as const),
    confirmationMessage: message,
    redirect: redirect ? { type: 'custom' as const, url: redirect } : {},
    emails: form.emails,
  };
}

/**
 * Elementor Pro's form widgets → arig form documents (טפסים ודיוור ← טפסים), one per widget, matched on a
 * second import by where it came from; the layouts' form widgets then point at them (ctx.ids.forms).
 * Runs before the layouts are mapped.
 */
export async function importForms(ctx: ImportContext, items: WxrItem[], link: (href: string) => string) {
  const found = items
    .filter(hasImportedLayout)
    .flatMap((item) => formWidgets(item.meta._elementor_data ?? '').map((widget) => ({ item, widget })));
  for (const [n, { item, widget }] of found.entries()) {
    const title = item.title.trim() || String(item.id);
    const { form, issues } = elementorForm(widget.settings, title);
    for (const detail of issues) ctx.report.contentNotes.push({ wpId: item.id, title, kind: 'form', detail });
    if (form) {
      const source = formSource(item.id, widget.id);
      try {
        const data = formData(form, source, link);
        const id = await upsert(ctx, 'forms', 'forms', null, {
          adopt: { wordpressSource: { equals: source } },
          save: async (existing) =>
            existing !== undefined
              ? (await ctx.payload.update({ collection: 'forms', id: existing, data, depth: 0, ...asImporter(ctx) })).id
              : (await ctx.payload.create({ collection: 'forms', data, depth: 0, ...asImporter(ctx) })).id,
        });
        ctx.ids.forms.set(source, id);
      } catch (error) {
        fail(ctx, 'form', { id: item.id, title: form.title }, error);
      }
    }
    await itemDone(ctx, 'forms', n + 1, found.length);
  }
}
