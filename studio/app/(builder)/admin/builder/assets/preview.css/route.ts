import { projectRoot } from '../../../../../../../config/env';
import { previewCss } from '../../../../../../builder/preview-css';

/** The site's stylesheets for the builder's preview iframe (public: they are the public site's CSS). */
export async function GET(request: Request): Promise<Response> {
  const { css, etag } = await previewCss(projectRoot);
  const headers = {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(css, { headers });
}
