import type { CollectionConfig } from 'payload';
import { adminOrSelf } from '../../access/admin-or-self';
import { canEnterStudio } from '../../access/can-enter-studio';
import { isAdmin, isAdminField } from '../../access/is-admin';
import { roleLabels, roles } from '../../access/roles';
import { anyOf, bySystemTask } from '../../access/system-task';
import { customerFields } from './customer-fields';
import { resetMailHtml, resetMailSubject } from './reset-mail';
import { authorSlugField, refreshAuthorCopies } from './hooks/author-slug';
import { authorProfileFields } from './author-profile-fields';
import { firstUserIsAdmin } from './hooks/first-user-is-admin';
import { wordpressIdField } from '../../fields/wordpress-id';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'משתמש', plural: 'משתמשים' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // An hour, as WooCommerce's reset key; Payload's default is also an hour, said here so it stays so.
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailHTML: resetMailHtml,
      generateEmailSubject: resetMailSubject,
    },
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.ARIG_INSECURE_COOKIES !== '1',
    },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'ניהול',
  },
  access: {
    admin: canEnterStudio,
    read: adminOrSelf,
    // Visitors register on the site's account page (the `register` task, roles left at customer).
    create: anyOf(isAdmin, bySystemTask('register')),
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeChange: [firstUserIsAdmin], afterChange: [refreshAuthorCopies] },
  fields: [
    wordpressIdField(),
    { name: 'name', type: 'text', label: 'שם מלא', required: true },
    authorSlugField,
    ...authorProfileFields,
    {
      name: 'roles',
      type: 'select',
      label: 'תפקידים',
      hasMany: true,
      required: true,
      defaultValue: ['customer'],
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
    ...customerFields,
  ],
};
