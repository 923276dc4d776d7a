import type { IconChoice } from '../icon-names';
import { isRecord } from './elementor-types';

/**
 * Font Awesome names (Elementor's icon library) → arig's drawn icons. Only what means the same: arig draws a
 * small set, and a direction is kept only where it agrees on a right-to-left page ("arrow-left" points to
 * the end of a Hebrew line, which is what arig's "arrow-end" does).
 */
const fontAwesome: Readonly<Record<string, Exclude<IconChoice, 'none'>>> = {
  'fa-check': 'check',
  'fa-check-circle': 'check',
  'fa-check-square': 'check',
  'fa-circle': 'dot',
  'fa-dot-circle': 'dot',
  'fa-arrow-left': 'arrow-end',
  'fa-long-arrow-alt-left': 'arrow-end',
  'fa-arrow-alt-circle-left': 'arrow-end',
  'fa-chevron-left': 'chevron-end',
  'fa-angle-left': 'chevron-end',
  'fa-caret-left': 'chevron-end',
  'fa-angle-double-left': 'chevron-end',
  'fa-star': 'star',
  'fa-info': 'info',
  'fa-info-circle': 'info',
  'fa-exclamation-triangle': 'warning',
  'fa-exclamation-circle': 'warning',
  'fa-phone': 'phone',
  'fa-phone-alt': 'phone',
  'fa-phone-square': 'phone',
  'fa-phone-square-alt': 'phone',
  'fa-mobile-alt': 'phone',
  'fa-envelope': 'mail',
  'fa-envelope-open': 'mail',
  'fa-envelope-square': 'mail',
  'fa-at': 'mail',
  'fa-whatsapp': 'whatsapp',
  'fa-whatsapp-square': 'whatsapp',
  'fa-map-marker': 'map-pin',
  'fa-map-marker-alt': 'map-pin',
  'fa-map-pin': 'map-pin',
  'fa-clock': 'clock',
  'fa-heart': 'heart',
};

/** The `fa-…` name of an Elementor icon setting (`{ value: 'fas fa-check', library }`, or the old 'fa fa-check'). */
export function iconName(setting: unknown): string {
  const value = isRecord(setting) ? setting.value : setting;
  if (typeof value !== 'string') return '';
  return value.split(/\s+/).find((part) => part.startsWith('fa-') && part.length > 3) ?? '';
}

/** arig's icon for an Elementor icon: 'none' when none is set, null when arig draws nothing like it. */
export function arigIcon(setting: unknown): IconChoice | null {
  if (setting === undefined || setting === null || setting === '') return 'none';
  if (isRecord(setting) && (setting.value === '' || setting.value === undefined)) return 'none';
  const name = iconName(setting);
  return name && Object.hasOwn(fontAwesome, name) ? (fontAwesome[name] ?? null) : null;
}
