import type { APIRoute } from 'astro';
import { createFormSession } from '../../../../../lib/forms/session';
import { popupResponse } from '../../../../../lib/popup-route';

export const GET: APIRoute = ({ params, url, locals }) =>
  popupResponse(params.id, url.searchParams, locals.formSession ?? createFormSession());
