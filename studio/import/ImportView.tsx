import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { hasRole } from '../../cms/access/roles';
import { maxStudioExportBytes } from '../../cms/endpoints/wordpress-import';
import { env } from '../../config/env';
import { ImportScreen } from './ImportScreen';
import { StudioPage } from '../shared/StudioPage';
import './import.css';

/** The studio's door to the WordPress importer (issue 22): admins upload an export and watch it come in. */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const allowed = hasRole(req.user, 'admin');
  return (
    <StudioPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className="arig-import">
        <h1>ייבוא אתר וורדפרס</h1>
        {!allowed ? (
          <p role="alert">ייבוא אתר זמין למנהלי מערכת בלבד.</p>
        ) : (
          <ImportScreen
            maxMb={maxStudioExportBytes / 1024 / 1024}
            hasUploads={Boolean(env().ARIG_IMPORT_UPLOADS_DIR)}
          />
        )}
      </Gutter>
    </StudioPage>
  );
}
