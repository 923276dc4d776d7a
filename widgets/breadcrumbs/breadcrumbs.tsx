import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { tw } from '../../messages/builder';
import type { BreadcrumbsProps } from './schema';

export function BreadcrumbsWidget({ props, ctx }: { props: BreadcrumbsProps; ctx: WidgetContext }) {
  const trail = ctx.trail;
  if (!trail?.length) return <EditorPlaceholder ctx={ctx} text={tw.breadcrumbsPlaceholder} />;
  return (
    <div {...ctx.attrs}>
      <Breadcrumbs trail={trail} typography={typographyStyle(props)} />
    </div>
  );
}
