import config from '@payload-config';
import { getPayload } from 'payload';
import { projectRoot } from '../../../../../../../config/env';
import { siteDesignCss } from '../../../../../../../engines/design/site-design-css';
import { previewCss, previewDesignCss, withSiteDesign } from '../../../../../../builder/preview-css';

/**
 * The site's stylesheets for the builder's preview iframe, with Site Settings' design (public: they are the
 * public site's CSS, and Site Settings are readable by anyone).
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config });
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false });
  const { css, etag } = withSiteDesign(
    await previewCss(projectRoot),
    previewDesignCss(siteDesignCss(settings), settings.fonts),
  );
  const headers = {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(css, { headers });
}
