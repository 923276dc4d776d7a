import type { Access } from 'payload';
import { hasRole } from './roles';

/** Admins reach every user; any other signed-in user reaches only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user, 'admin')) return true;
  return { id: { equals: req.user.id } };
};
