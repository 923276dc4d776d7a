import type { APIRoute } from 'astro';
import { handleRefreshLoop } from '../../../../lib/refresh-loop';

/** The loop grid's refresh call (site/lib/refresh-loop.ts). */
export const POST: APIRoute = ({ request }) => handleRefreshLoop(request);
