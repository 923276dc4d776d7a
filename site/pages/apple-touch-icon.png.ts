import type { APIRoute } from 'astro';
import { appIconResponse } from '../lib/app-icon-route';

export const GET: APIRoute = () => appIconResponse(180);
