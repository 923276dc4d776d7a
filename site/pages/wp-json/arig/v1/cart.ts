import type { APIRoute } from 'astro';
import { cartAdd, cartSummary } from '../../../../lib/shop/cart-api';

export const GET: APIRoute = ({ request }) => cartSummary(request);
export const POST: APIRoute = ({ request }) => cartAdd(request);
