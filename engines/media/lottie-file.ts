/**
 * A Lottie animation as the media library accepts it (issue 21, "Lottie"): a JSON file of at most 2 MB
 * with Lottie's top-level shape (`v`, `fr`, `ip`, `op`, `w`, `h` and a `layers` array), self-contained (any
 * picture inside it embedded as a data: address, no outside font files), so the site's player never
 * fetches anything but the file itself. Every refusal is a Hebrew sentence the studio shows as it is.
 */

/** The cap on an uploaded animation: a hand-made loop is tens of KB; 2 MB is a heavy export already. */
export const maxLottieBytes = 2 * 1024 * 1024;

/** What the site needs to know of a valid animation: its canvas (the space it reserves) and its length. */
export interface LottieFacts {
  width: number;
  height: number;
  frameRate: number;
  /** Frames from `ip` to `op`. */
  frames: number;
}

export type LottieCheck = { ok: true; facts: LottieFacts } | { ok: false; message: string };

export const lottieMessages = {
  tooLarge: (bytes: number) =>
    `קובץ האנימציה גדול מדי (${(bytes / 1024 / 1024).toFixed(1)} MB). הגודל המרבי הוא 2 MB: צמצמו את האנימציה או ייצאו אותה בלי תמונות מוטמעות.`,
  notText: 'קובץ האנימציה אינו טקסט בקידוד UTF-8, ולכן אינו קובץ JSON תקין.',
  notJson: 'קובץ האנימציה אינו JSON תקין. ייצאו אותו מחדש כאנימציית Lottie (קובץ ‎.json).',
  notLottie: (missing: string) =>
    `הקובץ הוא JSON, אבל לא אנימציית Lottie: חסר או שגוי השדה ${missing}. ייצאו את האנימציה כ-Lottie JSON (למשל בתוסף Bodymovin).`,
  outsideFiles:
    'האנימציה מפנה לקבצים חיצוניים (תמונות או גופנים). ייצאו אותה עם התמונות מוטמעות בקובץ ובלי גופנים חיצוניים.',
} as const;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCanvasSide = (v: unknown): v is number => isNumber(v) && v >= 1 && v <= 10_000;

/** Whether an asset or font points at a file outside the JSON (a picture not embedded, a font file). */
function refersOutside(json: Record<string, unknown>): boolean {
  const assets = Array.isArray(json.assets) ? json.assets : [];
  for (const asset of assets) {
    if (typeof asset !== 'object' || asset === null) continue;
    const { p, e } = asset as { p?: unknown; e?: unknown };
    // A precomposition has layers and no `p`; a picture is embedded when `e` is 1 and `p` a data: address.
    if (typeof p === 'string' && p !== '' && !(e === 1 && /^data:image\//i.test(p))) return true;
  }
  const fonts = (json.fonts as { list?: unknown } | undefined)?.list;
  if (Array.isArray(fonts)) {
    for (const font of fonts) {
      const path = (font as { fPath?: unknown } | null)?.fPath;
      if (typeof path === 'string' && path.trim() !== '') return true;
    }
  }
  return false;
}

/** Checks an uploaded file's bytes as a Lottie animation. */
export function checkLottieFile(bytes: Uint8Array): LottieCheck {
  if (bytes.byteLength > maxLottieBytes) return { ok: false, message: lottieMessages.tooLarge(bytes.byteLength) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: lottieMessages.notText };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: lottieMessages.notJson };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, message: lottieMessages.notLottie('השורש (אובייקט)') };
  const o = json as Record<string, unknown>;
  if (typeof o.v !== 'string' || o.v === '') return { ok: false, message: lottieMessages.notLottie('v (גרסה)') };
  if (!isNumber(o.fr) || o.fr <= 0 || o.fr > 240)
    return { ok: false, message: lottieMessages.notLottie('fr (תמונות לשנייה)') };
  if (!isNumber(o.ip)) return { ok: false, message: lottieMessages.notLottie('ip (תמונה ראשונה)') };
  if (!isNumber(o.op) || o.op <= o.ip) return { ok: false, message: lottieMessages.notLottie('op (תמונה אחרונה)') };
  if (!isCanvasSide(o.w)) return { ok: false, message: lottieMessages.notLottie('w (רוחב)') };
  if (!isCanvasSide(o.h)) return { ok: false, message: lottieMessages.notLottie('h (גובה)') };
  if (!Array.isArray(o.layers)) return { ok: false, message: lottieMessages.notLottie('layers (שכבות)') };
  if (refersOutside(o)) return { ok: false, message: lottieMessages.outsideFiles };
  return {
    ok: true,
    facts: { width: Math.round(o.w), height: Math.round(o.h), frameRate: o.fr, frames: o.op - o.ip },
  };
}
