import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { hasRole } from '../../cms/access/roles';
import { maxStudioExportBytes } from '../../cms/endpoints/wordpress-import';
import { env } from '../../config/env';
import { ImportScreen } from './ImportScreen';
import './import.css';

/** The studio's door to the WordPress importer (issue 22): admins upload an export and watch it come in. */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult;
  const allowed = hasRole(req.user, 'admin');
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
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
    </DefaultTemplate>
  );
}
