import type { Access } from 'payload';
import { hasRole } from './roles';

/** Media is uploaded by content staff and by the shop manager (product images). */
export const isMediaStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor', 'shop_manager');
