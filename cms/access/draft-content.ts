import type { CollectionConfig } from 'payload';
import { isContentStaff } from './is-content-staff';
import { publishedOrStaff } from './published-or-staff';

/**
 * The access of the site's content with drafts (pages, posts, projects, popups, reviews, announcement
 * bars, mega panels): everyone reads what is published, admins and editors read drafts and versions and
 * write. The policy table (policy.ts) and its test hold every cell.
 */
export const draftContentAccess: NonNullable<CollectionConfig['access']> = {
  read: publishedOrStaff,
  create: isContentStaff,
  update: isContentStaff,
  delete: isContentStaff,
  readVersions: isContentStaff,
};
