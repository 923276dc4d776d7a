import type { APIRoute } from 'astro';
import { chatResponse } from '../../../../lib/chat-route';

export const GET: APIRoute = () => chatResponse();
