import type { APIRoute } from 'astro';
import { createFormSession } from '../../../../../lib/forms/session';
import { megaPanelResponse } from '../../../../../lib/mega-panel-route';

export const GET: APIRoute = ({ params, locals }) =>
  megaPanelResponse(params.id, locals.formSession ?? createFormSession());
