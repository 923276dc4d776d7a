import type { APIRoute } from 'astro';
import { recordConsent } from '../../../../lib/consent/record';

export const POST: APIRoute = ({ request }) => recordConsent(request);
