import type { Role } from './roles';

/**
 * The written access policy: who may do what. docs/access-policy.md explains it; the access-table
 * test checks every cell against the running CMS with access checks on.
 */
export type Actor = Role | 'anonymous';
export type Operation = 'read' | 'readDraft' | 'create' | 'update' | 'delete';

const staff: Actor[] = ['admin', 'editor'];
const shop: Actor[] = ['admin', 'shop_manager'];
const everyone: Actor[] = ['anonymous', 'customer', 'shop_manager', 'editor', 'admin'];

export const policy = {
  pages: { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  posts: { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  projects: { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  reviews: { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  popups: { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  'mega-panels': { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  'theme-templates': { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  'announcement-bars': { read: everyone, readDraft: staff, create: staff, update: staff, delete: staff },
  categories: { read: everyone, create: staff, update: staff, delete: staff },
  tags: { read: everyone, create: staff, update: staff, delete: staff },
  products: {
    read: everyone,
    readDraft: ['admin', 'shop_manager', 'editor'],
    create: shop,
    update: shop,
    delete: shop,
  },
  'product-categories': { read: everyone, create: shop, update: shop, delete: shop },
  'product-tags': { read: everyone, create: shop, update: shop, delete: shop },
  /** Coupons are secrets the owner hands out: read by the shop's staff (and the checkout, by its task). */
  coupons: { read: shop, create: shop, update: shop, delete: shop },
  media: {
    read: everyone,
    create: [...staff, 'shop_manager'],
    update: [...staff, 'shop_manager'],
    delete: [...staff, 'shop_manager'],
  },
  /** "read" and "update" here mean another person's account; everyone signed in reaches their own. */
  users: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
} satisfies Record<string, Partial<Record<Operation, Actor[]>>>;

export const globalPolicy = {
  'site-settings': { read: everyone, update: ['admin'] },
  navigation: { read: everyone, update: staff },
  'accessibility-statement': { read: everyone, update: staff },
  'accessibility-widget': { read: everyone, update: ['admin'] },
  'shop-settings': { read: everyone, update: shop },
} satisfies Record<string, { read: Actor[]; update: Actor[] }>;

export const studioAccess: Actor[] = ['admin', 'editor', 'shop_manager'];

/**
 * What belongs to one customer (issue 19): who reaches a customer's orders, saved address, cart and
 * payments, told apart from another customer. Checked by cms/access/owned-access.test.ts through the
 * collections' own rules, as REST asks (no task in the request's context).
 */
export type OwnedActor = 'anonymous' | 'customer (own)' | 'customer (other)' | 'shop_manager' | 'editor' | 'admin';
export type OwnedOperation = 'read' | 'update' | 'delete';

export const ownedPolicy = {
  orders: { read: ['customer (own)', 'admin', 'shop_manager'], update: ['admin', 'shop_manager'], delete: ['admin'] },
  addresses: { read: ['customer (own)', 'admin'], update: ['customer (own)', 'admin'], delete: ['admin'] },
  /** Through REST only an admin; the site reaches a cart by its secret, and the account's on sign-in. */
  carts: { read: ['admin'], update: [], delete: ['admin'] },
  transactions: { read: ['admin', 'shop_manager'], update: [], delete: ['admin'] },
} satisfies Record<string, Record<OwnedOperation, OwnedActor[]>>;
