import { ValidationError, type GlobalBeforeChangeHook } from 'payload';
import { customTextErrors } from '../../../builder/colour-refs';
import { readLayout } from '../../../builder/layout';
import type { BrandColours } from '../../../engines/colour/brand';
import type { CustomColour, SiteColours } from '../../../engines/colour/custom-colours';

/** The collections whose documents carry a builder layout (cms/fields/builder-layout.ts), and "in a …" of each. */
const withLayouts = [
  { slug: 'pages', inOne: 'בעמוד' },
  { slug: 'theme-templates', inOne: 'בתבנית' },
  { slug: 'popups', inOne: 'בחלון הקופץ' },
  { slug: 'mega-panels', inOne: 'בתפריט העל' },
] as const;

const brandFields = ['background', 'primary', 'secondary', 'text', 'accent', 'customColours'] as const;

/**
 * A custom text colour in a layout was checked on the layout's save against the surface it sits on: the page's
 * background or a box in one of the site's colours. Site Settings change those, so a change that would leave
 * such a text unreadable is refused here, naming the document and the text, before anything is saved
 * (engines/colour/text-colour.ts). Layouts are read only when a colour changed.
 */
export const checkCustomTextColours: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = (originalDoc?.brand ?? {}) as Record<string, unknown>;
  // An update may carry only the fields it changes: the rest are as stored.
  const brand = { ...before, ...(data.brand ?? {}) } as BrandColours & { customColours?: CustomColour[] };
  const changed = brandFields.filter((f) => JSON.stringify(brand[f] ?? null) !== JSON.stringify(before[f] ?? null));
  if (changed.length === 0) return data;
  const site: SiteColours = { brand, custom: brand.customColours ?? [] };
  for (const { slug, inOne } of withLayouts) {
    const { docs } = await req.payload.find({
      collection: slug,
      depth: 0,
      pagination: false,
      draft: true,
      select: { title: true, layout: true },
      overrideAccess: true,
      req,
    });
    for (const doc of docs) {
      const parsed = doc.layout ? readLayout(doc.layout) : null;
      if (!parsed?.ok) continue;
      const [first] = customTextErrors(parsed.layout.content, site);
      if (!first) continue;
      const message = `השינוי לא נשמר: ${inOne} "${doc.title}" יש טקסט בצבע מותאם שלא יהיה קריא: ${first.message} אפשר לשנות את צבע הטקסט בבונה ואז לשמור כאן שוב.`;
      throw new ValidationError({ global: 'site-settings', errors: [{ path: `brand.${changed[0]}`, message }] }, req.t);
    }
  }
  return data;
};
