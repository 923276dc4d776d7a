export const roles = ['admin', 'editor', 'shop_manager', 'customer'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'מנהל/ת מערכת',
  editor: 'עורך/ת תוכן',
  shop_manager: 'מנהל/ת חנות',
  customer: 'לקוח/ה',
};

interface MaybeUser {
  roles?: readonly string[] | null;
}

export function hasRole(user: MaybeUser | null | undefined, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => (wanted as string[]).includes(r)));
}
