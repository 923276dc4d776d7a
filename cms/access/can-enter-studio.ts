import type { PayloadRequest } from 'payload';
import { hasRole } from './roles';

/** Customers have accounts for the shop, never for the studio. */
export const canEnterStudio = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, 'admin', 'editor', 'shop_manager');
