import type { Field } from '@puckeditor/core';
import { z } from 'zod';
import type { CategoryId } from './categories';
import { commonProps, type CommonProps } from './common';
import { withDefault, type AnyPropDef, type PropsOf, type SlotRule } from './props';

/** Puck's node id: also the base of derived DOM ids, so kept to word characters and hyphens. */
export const nodeIdSchema = z.string({ error: 'חסר מזהה רכיב' }).regex(/^[A-Za-z0-9_-]{1,100}$/, 'מזהה רכיב לא תקין');

export type WidgetProps<P extends Record<string, AnyPropDef>> = { id: string } & CommonProps & PropsOf<P>;

export interface WidgetSchema<Props> {
  type: string;
  label: string;
  category: CategoryId;
  /** Strict: unknown keys are refused; missing keys take their defaults. */
  schema: z.ZodType<Props>;
  /** Default props (without the node id), as the editor inserts them. */
  defaults: Omit<Props, 'id'>;
  /** Puck fields with Hebrew labels: the widget's own first, then the common settings. */
  fields: Record<string, Field>;
  /** Slot props and which widget types each accepts. */
  slots: Record<string, SlotRule>;
}

/** Builds a widget's schema, defaults and editor fields from one prop list plus the common settings. */
export function defineWidget<const P extends Record<string, AnyPropDef>>(def: {
  type: string;
  label: string;
  category: CategoryId;
  props: P;
  /** Cross-field rules (e.g. min level ≤ max level). */
  refine?: (props: WidgetProps<P>) => { path: string; message: string } | null;
}): WidgetSchema<WidgetProps<P>> {
  const all: Record<string, AnyPropDef> = { ...def.props, ...commonProps };
  const shape = Object.fromEntries(Object.entries(all).map(([key, prop]) => [key, withDefault(prop)]));
  let schema: z.ZodType = z.strictObject({ id: nodeIdSchema, ...shape });
  const refine = def.refine;
  if (refine) {
    // Cross-field rules run only on otherwise valid props (no second error about the same mistake).
    schema = schema.check((ctx) => {
      if (ctx.issues.length > 0) return;
      const problem = refine(ctx.value as WidgetProps<P>);
      if (problem)
        ctx.issues.push({ code: 'custom', path: [problem.path], message: problem.message, input: ctx.value });
    });
  }
  return {
    type: def.type,
    label: def.label,
    category: def.category,
    schema: schema as z.ZodType<WidgetProps<P>>,
    defaults: Object.fromEntries(
      Object.entries(all).map(([key, prop]) => [key, structuredClone(prop.default)]),
    ) as Omit<WidgetProps<P>, 'id'>,
    fields: Object.fromEntries(Object.entries(all).map(([key, prop]) => [key, prop.field])),
    slots: Object.fromEntries(
      Object.entries(all)
        .filter(([, prop]) => prop.slot)
        .map(([key, prop]) => [key, prop.slot!]),
    ),
  };
}
