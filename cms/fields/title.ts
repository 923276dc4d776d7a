import type { TextField } from 'payload';

/** A document's title; a duplicate is marked as the copy it is (issue 27: it kept the identical title). */
export const titleField = (): TextField => ({
  name: 'title',
  type: 'text',
  label: 'כותרת',
  required: true,
  hooks: { beforeDuplicate: [({ value }) => (typeof value === 'string' && value !== '' ? `${value} (עותק)` : value)] },
});
