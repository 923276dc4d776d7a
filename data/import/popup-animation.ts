import { popupAnimations } from '../../engines/popup/settings';
import { bounded, readText, type PopupSettingsData, type Raw } from './popup-values';

type Animation = (typeof popupAnimations)[number];

export const animationKeys = [
  'entrance_animation',
  'entrance_animation_tablet',
  'entrance_animation_mobile',
  'entrance_animation_duration',
  'exit_animation',
  'exit_animation_tablet',
  'exit_animation_mobile',
] as const;

/** Elementor's animations (Animate.css names) that arig lacks, by family: `zoomInDown` plays as `zoomIn`. */
const families: [prefix: string, animation: Animation][] = [
  ['zoomIn', 'zoomIn'],
  ['bounceIn', 'bounceIn'],
  ['slideIn', 'slideInUp'],
  ['fadeIn', 'fadeIn'],
];

/** One Elementor animation setting as arig plays it; '' and 'none' mean no animation. */
function animation(value: unknown, label: string, notes: string[]): Animation {
  const name = readText(value);
  if (name === '' || name === 'none') return 'none';
  const exact = popupAnimations.find((a) => a === name);
  if (exact) return exact;
  const near = families.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'fadeIn';
  notes.push(`${label} "${name}" אינה קיימת באריג: הוחלפה ב-"${near}"`);
  return near;
}

/** Entrance and exit animations and the entrance's length; arig plays one animation on every device. */
export function mapAnimation(raw: Raw, notes: string[]): PopupSettingsData {
  const entrance = animation(raw.entrance_animation, 'אנימציית הכניסה', notes);
  const exit = animation(raw.exit_animation, 'אנימציית היציאה', notes);
  const duration = bounded(raw.entrance_animation_duration, { min: 0, max: 10 }, 'משך האנימציה', notes);
  const perDevice = (['tablet', 'mobile'] as const).flatMap((device) =>
    (['entrance_animation', 'exit_animation'] as const)
      .map((key) => ({ key, value: readText(raw[`${key}_${device}`]), device }))
      .filter(({ key, value }) => value !== '' && value !== readText(raw[key])),
  );
  if (perDevice.length > 0)
    notes.push(
      `אנימציה שונה לפי מכשיר לא יובאה (${perDevice.map((p) => `${p.key}_${p.device}: ${p.value}`).join(', ')}): באריג אנימציה אחת לכל המכשירים`,
    );
  // Elementor's default length (1.2 s) is written when the export has none: the popup plays what it played.
  return {
    entrance_animation: entrance,
    exit_animation: exit,
    entrance_animation_duration: { size: duration ?? 1.2 },
  };
}
