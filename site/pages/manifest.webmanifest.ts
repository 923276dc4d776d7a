import type { APIRoute } from 'astro';
import { manifestResponse } from '../lib/app-icon-route';

export const GET: APIRoute = () => manifestResponse();
