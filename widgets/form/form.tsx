import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { FormShell } from '../../components/forms/FormShell';
import { tf } from '../../messages/forms';
import type { FormWidgetProps } from './schema';

/** A studio-built form, server-rendered; the island submits it in place. */
export function FormWidget({ props, ctx }: { props: FormWidgetProps; ctx: WidgetContext }) {
  const form = ctx.forms?.[String(props.form_id)];
  if (!form)
    return <EditorPlaceholder ctx={ctx} text={props.form_id ? tf.editorMissing(props.form_id) : tf.editorChoose} />;
  const key = String(form.id);
  const titleId = props.show_title ? `${ctx.domId}-title` : undefined;
  // Labels: a field's, a group's legend, each choice and each box's (Elementor's label_typography). Fields:
  // what is typed or chosen in a text, list or date field (field_typography). The submit button.
  return (
    <section {...ctx.attrs} id={ctx.domId} aria-labelledby={titleId} aria-label={titleId ? undefined : form.title}>
      {titleId && (
        <h2 className="w-form__title" id={titleId}>
          {form.title}
        </h2>
      )}
      <FormShell
        domId={ctx.domId}
        formKey={key}
        fields={form.fields}
        submitLabel={form.submitLabel}
        action={ctx.currentPath ?? ''}
        token={ctx.formSession?.token(key) ?? ''}
        state={ctx.formSession?.stateFor(key)}
        confirmation={{ html: form.confirmationHtml }}
        titleId={titleId}
        label={form.title}
        typography={{
          label: typographyStyle(props, 'typo_label'),
          field: typographyStyle(props, 'typo_field'),
          button: typographyStyle(props, 'typo_button'),
        }}
      />
    </section>
  );
}
