/**
 * The navigation global's rule for a link (`validHref` in cms/globals/navigation.ts, tested against it):
 * checked before writing, so one bad link is left out with a note instead of failing the whole menu.
 */
const navigationHref = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|tel:\+?[0-9-]+|mailto:[^\s@]+@[^\s@]+)$/;

export const isNavigationHref = (href: string): boolean => navigationHref.test(href);
