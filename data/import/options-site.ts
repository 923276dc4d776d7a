import { short } from './options-values';
import type { AddressPlan } from './plan';
import type { WordPressOptions } from './wordpress-options-schema';

export interface SiteOptionsImport {
  businessName?: string;
  /** The WordPress id of the page to make arig's home page (imported, published), or null. */
  frontPage: number | null;
  notes: string[];
}

function frontPageOf(options: WordPressOptions, plan: AddressPlan, notes: string[]): number | null {
  if (options.show_on_front === 'posts') {
    notes.push(
      'בוורדפרס עמוד הבית הציג את הפוסטים האחרונים; ב־arig עמוד הבית הוא עמוד שנבחר בהגדרות האתר ← עמוד הבית, והוא לא שונה',
    );
    return null;
  }
  if (options.show_on_front !== 'page') return null;
  const id = options.page_on_front ?? 0;
  if (id === 0) {
    notes.push('בוורדפרס הוגדר "עמוד סטטי" לעמוד הבית בלי לבחור עמוד: עמוד הבית לא שונה');
    return null;
  }
  const planned = plan.docs.get(id);
  if (!planned || planned.collection !== 'pages') {
    notes.push(`עמוד הבית של וורדפרס (${id}) אינו עמוד שבייצוא: עמוד הבית לא שונה`);
    return null;
  }
  if (planned.draft) {
    notes.push(`עמוד הבית של וורדפרס (${id}) יובא כטיוטה (${planned.path}): עמוד הבית לא שונה`);
    return null;
  }
  return id;
}

/**
 * WordPress's own settings in the options file: the title, the tagline (arig has no field for it), the
 * front page (arig's home page) and the posts page (arig has none: its listings are categories and the
 * builder's loop grid).
 */
export function siteFromOptions(options: WordPressOptions, plan: AddressPlan): SiteOptionsImport {
  const notes: string[] = [];
  const title = options.blogname?.trim();
  const tagline = options.blogdescription?.trim();
  if (tagline)
    notes.push(
      `תיאור האתר (תגית) "${short(tagline)}" לא יובא: בהגדרות האתר של arig אין שדה תגית; אפשר להעביר אותו לתיאור (SEO) של עמוד הבית`,
    );
  const postsPage = options.page_for_posts ?? 0;
  if (postsPage > 0 && options.show_on_front === 'page') {
    const planned = plan.docs.get(postsPage);
    notes.push(
      planned
        ? `עמוד הפוסטים של וורדפרס (${planned.path}) יובא כעמוד רגיל: ב־arig אין עמוד פוסטים אוטומטי; הוסיפו לו רשת מאמרים בבונה`
        : `עמוד הפוסטים של וורדפרס (${postsPage}) אינו בייצוא`,
    );
  }
  return { ...(title ? { businessName: title } : {}), frontPage: frontPageOf(options, plan, notes), notes };
}
