import type { SiteSetting } from '../../cms/payload-types';
import { asImporter, count, fail, type ImportContext, itemDone } from './context';
import { a11yFromAlly } from './options-ally';
import { chatFromJoinchat } from './options-joinchat';
import { optionsLinkRewriter } from './options-links';
import { siteFromOptions } from './options-site';
import type { AddressPlan } from './plan';
import type { WordPressOptions } from './wordpress-options';

type SiteSettingsData = Partial<Pick<SiteSetting, 'businessName' | 'whatsapp' | 'homePage'>>;
/** One global to update: its name for the report, and the update (not called in a dry run). */
interface GlobalWrite {
  title: string;
  save: () => Promise<unknown>;
}

function note(ctx: ImportContext, title: string, details: string[]): void {
  for (const detail of details) ctx.report.contentNotes.push({ wpId: 0, title, kind: 'options', detail });
}

/** The arig id of the imported front page (a dry run has written none: it only says it would set it). */
async function homePageId(ctx: ImportContext, wpId: number): Promise<number | null | 'dry-run'> {
  if (ctx.dryRun) return 'dry-run';
  const { docs } = await ctx.payload.find({
    collection: 'pages',
    where: { wordpressId: { equals: wpId } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asImporter(ctx),
  });
  return docs[0]?.id ?? null;
}

async function write(ctx: ImportContext, change: GlobalWrite): Promise<void> {
  try {
    if (!ctx.dryRun) await change.save();
    count(ctx, 'settings', 'updated');
  } catch (error) {
    fail(ctx, 'settings', { id: 0, title: change.title }, error);
  }
}

/**
 * The optional options file (docs/wordpress-import.md, "Options file"): WordPress's front page and title,
 * Joinchat's WhatsApp button and Ally's accessibility widget, onto arig's site settings, chat widget and
 * accessibility widget. Each global is updated only in the fields the file carries; what arig has no
 * counterpart for is listed in the report. Runs after the content, whose pages the front page names.
 */
export async function importOptions(ctx: ImportContext, options: WordPressOptions, plan: AddressPlan): Promise<void> {
  const link = optionsLinkRewriter(plan);
  const site = siteFromOptions(options, plan);
  note(ctx, 'הגדרות וורדפרס', site.notes);
  const chat = options.joinchat ? chatFromJoinchat(options.joinchat, link) : null;
  if (chat) note(ctx, 'Joinchat', chat.notes);
  const ally = a11yFromAlly(options, link);
  if (ally) note(ctx, 'Ally', ally.notes);

  const settings: SiteSettingsData = {};
  if (site.businessName) settings.businessName = site.businessName;
  if (chat?.whatsapp) settings.whatsapp = chat.whatsapp;
  let homeInDryRun = false;
  if (site.frontPage !== null) {
    const home = await homePageId(ctx, site.frontPage);
    if (home === null)
      note(ctx, 'הגדרות וורדפרס', [`עמוד הבית של וורדפרס (${site.frontPage}) לא יובא: עמוד הבית לא שונה`]);
    else if (home === 'dry-run') homeInDryRun = true;
    else settings.homePage = home;
  }

  const writes: GlobalWrite[] = [];
  const scope = { depth: 0, ...asImporter(ctx) } as const;
  if (Object.keys(settings).length > 0 || homeInDryRun)
    writes.push({
      title: 'הגדרות האתר',
      save: () => ctx.payload.updateGlobal({ slug: 'site-settings', data: settings, ...scope }),
    });
  const widget = chat?.widget;
  if (widget && Object.keys(widget).length > 0)
    writes.push({
      title: 'כפתור וואטסאפ',
      save: () => ctx.payload.updateGlobal({ slug: 'chat-widget', data: widget, ...scope }),
    });
  const a11y = ally?.data;
  if (a11y && Object.keys(a11y).length > 0)
    writes.push({
      title: 'וידג׳ט נגישות',
      save: () => ctx.payload.updateGlobal({ slug: 'accessibility-widget', data: a11y, ...scope }),
    });
  for (const [n, change] of writes.entries()) {
    await write(ctx, change);
    await itemDone(ctx, 'options', n + 1, writes.length);
  }
}
