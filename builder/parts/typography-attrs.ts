import type { CSSProperties } from 'react';
import { globalTypography, type TypographyStyle } from './typography';

// Apart from typography.ts, which the layout's validation reaches and so must not reach React.

/** The style attribute of a group's element: undefined (no attribute) when every setting is global. */
export function styleAttr(style: Record<string, string>): CSSProperties | undefined {
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/**
 * The class and style of an element inside a widget that carries a group (a counter's number, a form's
 * labels): no class attribute either when the element has no class of its own and the group is global.
 */
export function typographyAttrs(
  className: string,
  type: TypographyStyle = globalTypography,
): { className: string | undefined; style: CSSProperties | undefined } {
  return {
    className: [className, ...type.classes].filter(Boolean).join(' ') || undefined,
    style: styleAttr(type.style),
  };
}
