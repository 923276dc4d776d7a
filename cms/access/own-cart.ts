import type { Access } from 'payload';
import { hasRole } from './roles';
import { systemTaskKey } from './system-task';

/** The request context key that carries the SHA-256 of a visitor's cart secret (from their HttpOnly cookie). */
export const cartSecretKey = 'arigCartSecretHash';

export const cartContext = (secretHash: string) => ({ [cartSecretKey]: secretHash });

/**
 * A cart is reached only through its secret: the site hashes the visitor's cookie and passes the hash in
 * the request context (which REST cannot set), and this rule narrows the query to that one cart. The
 * secret never travels in a query string, a body or script-readable storage. Admins read every cart.
 */
export const ownCart: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true;
  const hash = (req.context as Record<string, unknown>)[cartSecretKey];
  return typeof hash === 'string' && /^[a-f0-9]{64}$/.test(hash) ? { secretHash: { equals: hash } } : false;
};

/** Writes go through the visitor's own cart only (never an admin's edit: the customer's cart is theirs). */
export const ownCartOnly: Access = ({ req }) => {
  const hash = (req.context as Record<string, unknown>)[cartSecretKey];
  return typeof hash === 'string' && /^[a-f0-9]{64}$/.test(hash) ? { secretHash: { equals: hash } } : false;
};

/** A new cart is created by the site with the hash of the secret it has just set in the visitor's cookie. */
export const newCart: Access = ({ req, data }) => {
  const hash = (req.context as Record<string, unknown>)[cartSecretKey];
  return (
    typeof hash === 'string' && /^[a-f0-9]{64}$/.test(hash) && (data as { secretHash?: unknown })?.secretHash === hash
  );
};

/**
 * On signing in, the site reaches the account's saved cart to merge it into the visitor's (the `cart-adopt`
 * task, which REST cannot set, with the signed-in user): only carts linked to that account.
 */
export const accountCart: Access = ({ req }) =>
  req.user && (req.context as Record<string, unknown>)[systemTaskKey] === 'cart-adopt'
    ? { customer: { equals: req.user.id } }
    : false;
