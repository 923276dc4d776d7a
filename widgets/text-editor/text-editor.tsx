import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { typographyStyle } from '../../builder/parts/typography';
import type { WidgetContext } from '../../builder/context';
import { sanitizeHtml } from '../../engines/sanitize-html';
import type { TextEditorProps } from './schema';

/** The stored HTML was sanitised on save; it is sanitised again here so a bad row in the database
 * (written around the validator) still cannot reach the page as markup. */
export function TextEditor({ props, ctx }: { props: TextEditorProps; ctx: WidgetContext }) {
  const type = typographyStyle(props);
  const attrs = withClass(
    ctx.attrs,
    `w-align-${props.align}`,
    props.columns !== '1' && `w-text-cols-${props.columns}`,
    ...type.classes,
  );
  const style = type.classes.length ? (type.style as CSSProperties) : undefined;
  return <div {...attrs} style={style} dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.html) }} />;
}
