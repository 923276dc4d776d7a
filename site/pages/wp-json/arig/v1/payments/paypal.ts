import type { APIRoute } from 'astro';
import { answerPaymentWebhook } from '../../../../../lib/shop/payment-webhook';

export const POST: APIRoute = ({ request }) => answerPaymentWebhook('paypal', request);
