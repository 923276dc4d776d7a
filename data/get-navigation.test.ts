import { describe, expect, it } from 'vitest';
import { menusOf } from './get-navigation';

const navigation = {
  button: null,
  header: [
    { label: 'ראשי', href: '/' },
    { label: 'שירותים', href: '/services/', children: [{ label: 'ישן', href: '/old/' }], panel: 4 },
    { label: 'מאמרים', href: '/articles/', children: [{ label: 'בדיקות', href: '/articles/testing/' }], panel: 9 },
  ],
  footer: [{ title: 'האתר', links: [{ label: 'צור קשר', href: '/contact/' }] }],
};

describe('menusOf', () => {
  it("gives a main-menu item with a mega panel the panel's links as its children, and leaves the rest as they are", () => {
    const menus = menusOf(navigation, { 4: [{ label: 'לשיחת היכרות', href: '/contact/' }], 9: [] });
    expect(menus.main[1]?.children).toEqual([{ label: 'לשיחת היכרות', href: '/contact/' }]);
    // A panel without links (or not published) keeps the item's own children.
    expect(menus.main[2]?.children).toEqual([{ label: 'בדיקות', href: '/articles/testing/' }]);
    expect(menus.main[0]).toEqual({ label: 'ראשי', href: '/' });
    expect(menus.footer).toEqual([{ label: 'צור קשר', href: '/contact/' }]);
  });
});
