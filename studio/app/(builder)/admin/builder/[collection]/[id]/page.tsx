import config from '@payload-config';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { toEditorData } from '../../../../../../../builder/editor-data';
import { createEditNonce, sessionTokenOf } from '../../../../../../../cms/access/edit-nonce';
import { payloadSecret } from '../../../../../../../config/env';
import { BuilderEditor } from '../../../../../../builder/BuilderEditor';
import { canEditLayout, loadBuilderDocument } from '../../../../../../builder/load-document';
import { builderPath, isBuilderCollection, isDocumentId } from '../../../../../../builder/save-layout';

interface Args {
  params: Promise<{ collection: string; id: string }>;
}

export const dynamic = 'force-dynamic';

/**
 * /admin/builder/<collection>/<id>: anonymous → the admin login (and back here after it); a signed-in
 * user whose role may not update the document → 403; otherwise the latest draft's layout in Puck.
 */
export default async function BuilderRoute({ params }: Args) {
  const { collection, id } = await params;
  if (!isBuilderCollection(collection) || !isDocumentId(id)) notFound();
  const payload = await getPayload({ config });
  const requestHeaders = await headers();
  const { user } = await payload.auth({ headers: requestHeaders });
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(builderPath(collection, id))}`);
  if (!(await canEditLayout(payload, collection, user, id))) forbidden();
  const doc = await loadBuilderDocument(payload, collection, id, user);
  if (!doc) notFound();
  // Bound to this session: the grid previews' edit-mode calls are refused with any other session's nonce.
  const nonce = createEditNonce(
    payloadSecret(),
    { collection: user.collection, id: user.id },
    sessionTokenOf(requestHeaders),
  );
  return (
    <BuilderEditor
      collection={collection}
      id={doc.id}
      title={doc.title}
      initialData={toEditorData(doc.layout, doc.title)}
      context={doc.context}
      publicPath={doc.publicPath}
      loopPreview={{ postId: Number(doc.id), path: doc.publicPath ?? '/', nonce }}
    />
  );
}
