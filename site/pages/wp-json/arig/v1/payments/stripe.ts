import type { APIRoute } from 'astro';
import { answerStripeWebhook } from '../../../../../lib/shop/payment-webhook';

export const POST: APIRoute = ({ request }) => answerStripeWebhook(request);
