import { z } from 'zod';
import { contrastRatio, isHexColour } from '../colour/contrast';
import { isSafeUrl } from '../safe-url';

export { timeLeftText } from './bar-runtime';

/**
 * Announcement bars (issue 21, "floating bars"): what the studio stores, read defensively for the site,
 * and the rules the site and the bar's browser code share (dismissal, the time left).
 */
const hex = z.string().refine(isHexColour);

export const barSchema = z.object({
  id: z.number().int().positive(),
  text: z.string().trim().min(1).max(200),
  buttonLabel: z.string().trim().max(40).default(''),
  buttonLink: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isSafeUrl(v))
    .default(''),
  position: z.enum(['top', 'bottom']).default('top'),
  background: hex.default('#12355b'),
  foreground: hex.default('#ffffff'),
  dismissible: z.boolean().default(true),
  dismissDays: z.number().int().min(0).max(365).default(7),
  /** When set, the bar counts down to this instant (ISO) and is gone once it passes. */
  until: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Changes whenever the owner edits the bar, so an edited announcement shows again to those who closed it. */
  version: z.string().max(40),
});
export type AnnouncementBar = z.infer<typeof barSchema>;

/** A stored bar as the site may show it, or null when it does not validate (left out, never half-shown). */
export function readBar(raw: unknown): AnnouncementBar | null {
  // The database keeps an empty optional field as null: read it as not set.
  const fields =
    typeof raw === 'object' && raw !== null
      ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null))
      : raw;
  const parsed = barSchema.safeParse(fields);
  return parsed.success && contrastRatio(parsed.data.background, parsed.data.foreground) >= 4.5 ? parsed.data : null;
}

/** The colours a bar may use: the text on the background at WCAG AA (4.5:1), else a Hebrew reason. */
export function barColoursProblem(background: unknown, foreground: unknown): string | null {
  if (!isHexColour(background) || !isHexColour(foreground)) return 'צבע בפורמט ‎#RRGGBB';
  const ratio = contrastRatio(background, foreground);
  return ratio >= 4.5
    ? null
    : `הניגודיות בין צבע הטקסט לצבע הרקע היא ${ratio.toFixed(1)}:1, ותקן הנגישות דורש 4.5:1 לפחות. בחרו רקע כהה יותר או טקסט בהיר יותר (או להפך).`;
}

/** Where the browser remembers that a visitor closed this version of the bar. */
export const dismissKey = (bar: Pick<AnnouncementBar, 'id' | 'version'>) => `arig-bar-${bar.id}-${bar.version}`;

/**
 * How long a closed bar stays closed, in seconds: its days, or for this visit only (undefined: the
 * bar's code then keeps it in session storage).
 */
export const dismissSeconds = (bar: Pick<AnnouncementBar, 'dismissDays'>): number | undefined =>
  bar.dismissDays > 0 ? bar.dismissDays * 86_400 : undefined;

/** Whether a bar still has something to announce at `now` (a countdown that has passed has not). */
export const barIsCurrent = (bar: Pick<AnnouncementBar, 'until'>, now: number): boolean =>
  bar.until === null || Date.parse(bar.until) > now;
