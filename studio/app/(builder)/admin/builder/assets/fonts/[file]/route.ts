import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../../../../../../../config/env';
import { fontDir, servedFontFiles } from '../../../../../../../builder/preview-css';

/** The site's self-hosted font files for the builder preview; any other name is 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!servedFontFiles.has(file)) return new Response('לא נמצא', { status: 404 });
  const bytes = await readFile(path.join(/*turbopackIgnore: true*/ fontDir(projectRoot), file));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
