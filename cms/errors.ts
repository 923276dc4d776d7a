/**
 * Whether a failed write broke the unique index of `path`: Payload reports it as a ValidationError whose
 * `data.errors` name the field (with a message in the admin's language), so the path is what is checked.
 */
export function isUniqueViolation(err: unknown, path: string): boolean {
  const errors = (err as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors;
  return Array.isArray(errors) && errors.some((e) => e.path === path);
}
