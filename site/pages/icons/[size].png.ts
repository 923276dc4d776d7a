import type { APIRoute } from 'astro';
import { manifestIconResponse } from '../../lib/app-icon-route';

export const GET: APIRoute = ({ params }) => manifestIconResponse(params.size);
