import type { CSSProperties } from 'react';
import type { TypographyStyle } from './typography';

// Apart from typography.ts, which the layout's validation reaches and so must not reach React.

/** The style attribute of a group's element: undefined (no attribute) when every setting is global. */
export function styleAttr(style: Record<string, string>): CSSProperties | undefined {
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/** The class and style of an element inside a widget that carries a group (a counter's number). */
export function typographyAttrs(
  className: string,
  type: TypographyStyle,
): { className: string; style: CSSProperties | undefined } {
  return { className: [className, ...type.classes].join(' '), style: styleAttr(type.style) };
}
