import type { APIRoute } from 'astro';
import { appIconResponse } from '../../lib/app-icon-route';

export const GET: APIRoute = ({ params }) => appIconResponse(params.size === '180' ? undefined : params.size);
