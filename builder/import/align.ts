export type LogicalAlign = 'start' | 'center' | 'end' | 'justify';

/**
 * Elementor stores physical sides; arig stores logical ones. arig's pages are right-to-left, so Elementor's
 * "right" is the start of a line and "left" its end. Null: no alignment set (the widget's default).
 */
export function logicalAlign(value: string): LogicalAlign | null {
  switch (value) {
    case 'right':
    case 'start':
    case 'flex-start':
      return 'start';
    case 'left':
    case 'end':
    case 'flex-end':
      return 'end';
    case 'center':
      return 'center';
    case 'justify':
    case 'stretch':
      return 'justify';
    default:
      return null;
  }
}

/** For props without "justify": a justified Elementor value becomes the line's start. */
export function logicalAlignNoJustify(value: string): Exclude<LogicalAlign, 'justify'> | null {
  const align = logicalAlign(value);
  return align === 'justify' ? 'start' : align;
}
