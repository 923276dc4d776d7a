import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import { textColourStyle } from '../../builder/parts/text-colour';
import { typographyStyle } from '../../builder/parts/typography';
import type { WidgetContext } from '../../builder/context';
import { sanitizeHtml } from '../../engines/sanitize-html';
import type { TextEditorProps } from './schema';

/** The stored HTML was sanitised on save; it is sanitised again here so a bad row in the database
 * (written around the validator) still cannot reach the page as markup. */
export function TextEditor({ props, ctx }: { props: TextEditorProps; ctx: WidgetContext }) {
  const colour = textColourStyle(props);
  const type = typographyStyle(props);
  const attrs = withClass(
    ctx.attrs,
    `w-align-${props.align}`,
    props.columns !== '1' && `w-text-cols-${props.columns}`,
    ...colour.classes,
    ...type.classes,
  );
  const styles = { ...colour.style, ...type.style };
  const style = Object.keys(styles).length ? (styles as CSSProperties) : undefined;
  return <div {...attrs} style={style} dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.html) }} />;
}
