import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { tw } from '../../messages/builder';
import type { PurchaseSummaryProps } from './schema';

/** Holds the order summary's place until orders exist (issue 19): the editor sees it, visitors nothing. */
export function PurchaseSummary({ props, ctx }: { props: PurchaseSummaryProps; ctx: WidgetContext }) {
  return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.purchaseSummary(props.title)} />;
}
