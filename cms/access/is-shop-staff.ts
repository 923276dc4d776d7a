import type { Access, FieldAccess } from 'payload';
import { hasRole } from './roles';

/** Admins and shop managers edit the shop. */
export const isShopStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'shop_manager');
export const isShopStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'shop_manager');

/** Everyone reads what is published; the shop's staff and editors read drafts and versions. */
export const publishedOrShopReader: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'shop_manager', 'editor')) return true;
  return { _status: { equals: 'published' } };
};

/** Editors read the shop (to link to it from content); they do not change it. */
export const isShopReader: Access = ({ req }) => hasRole(req.user, 'admin', 'shop_manager', 'editor');
