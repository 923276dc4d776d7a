'use client';

import { useDocumentInfo } from '@payloadcms/ui';
import { te } from '../../messages/builder-editor';
import { builderPath, isBuilderCollection } from './save-layout';

/**
 * The "עריכה בבונה" link on a document's edit view (a UI field in the sidebar): shown for a saved
 * document the user may save; a new, unsaved document gets a hint instead. A plain link, since the
 * builder has its own root layout (a full page load either way).
 */
export function OpenInBuilder() {
  const { id, collectionSlug, hasSavePermission } = useDocumentInfo();
  if (!collectionSlug || !isBuilderCollection(collectionSlug) || hasSavePermission === false) return null;
  if (id === undefined || id === null || id === '') {
    return <p className="field-description">{te.saveFirst[collectionSlug]}</p>;
  }
  return (
    <div className="field-type arig-open-in-builder">
      <a
        className="btn btn--style-secondary btn--size-medium btn--icon-style-without-border"
        href={builderPath(collectionSlug, id)}
        title={te.openInBuilderHint}
      >
        {te.openInBuilder}
      </a>
    </div>
  );
}
