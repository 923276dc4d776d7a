import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';

export interface WidgetPlacement {
  hidden: boolean;
  position: string;
  exact: { xSide: 'left' | 'right'; x: number; ySide: 'top' | 'bottom'; y: number } | null;
}

export interface A11yWidgetView {
  enabled: boolean;
  icon: { size: 'small' | 'medium' | 'large'; color: string; cornerRadius: number };
  desktop: WidgetPlacement;
  mobile: WidgetPlacement;
  tools: Record<string, boolean>;
  statementUrl: string;
}

type RawPlacement = {
  hidden?: boolean | null;
  position?: string | null;
  enableExactPosition?: boolean | null;
  exact?: { xSide?: string | null; x?: number | null; ySide?: string | null; y?: number | null } | null;
} | null;

function placement(p: RawPlacement | undefined): WidgetPlacement {
  return {
    hidden: Boolean(p?.hidden),
    position: p?.position ?? 'center-left',
    exact: p?.enableExactPosition
      ? {
          xSide: p.exact?.xSide === 'left' ? 'left' : 'right',
          x: p.exact?.x ?? 10,
          ySide: p.exact?.ySide === 'top' ? 'top' : 'bottom',
          y: p.exact?.y ?? 10,
        }
      : null,
  };
}

export function getA11yWidget(): Promise<A11yWidgetView> {
  return memo('a11y-widget', async () => {
    const p = await payload();
    const w = await p.findGlobal({ slug: 'accessibility-widget', depth: 0, ...asVisitor });
    const size = w.icon?.size;
    return {
      enabled: w.enabled !== false,
      icon: {
        size: size === 'medium' || size === 'large' ? size : 'small',
        color: w.icon?.color ?? '#0b5394',
        cornerRadius: w.icon?.cornerRadius ?? 32,
      },
      desktop: placement(w.desktop),
      mobile: placement(w.mobile),
      tools: Object.fromEntries(Object.entries(w.tools ?? {}).map(([k, v]) => [k, v === true])),
      statementUrl: w.statementUrl || '/accessibility-statement/',
    };
  });
}
