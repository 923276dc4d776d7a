import type { APIRoute } from 'astro';
import { countVisit } from '../../../../lib/analytics/count';

export const POST: APIRoute = ({ request, clientAddress }) => countVisit(request, clientAddress);
