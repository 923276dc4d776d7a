import type { Access } from 'payload';
import { hasRole } from './roles';

/** Admins and editors write site content. */
export const isContentStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor');
