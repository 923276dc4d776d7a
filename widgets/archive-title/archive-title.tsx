import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { ArchiveHeader } from '../../components/content/ArchiveHeader';
import { tw } from '../../messages/builder';
import type { ArchiveTitleProps } from './schema';

export function ArchiveTitle({ props, ctx }: { props: ArchiveTitleProps; ctx: WidgetContext }) {
  const heading = ctx.archiveHeading;
  if (!heading) return <EditorPlaceholder ctx={ctx} text={tw.archiveTitlePlaceholder} />;
  return (
    <div {...ctx.attrs} style={{ textAlign: props.align } as CSSProperties}>
      <ArchiveHeader
        title={heading.title}
        description={props.show_description ? heading.description : null}
        page={heading.page}
        typography={typographyStyle(props, 'typo_title')}
      />
    </div>
  );
}
