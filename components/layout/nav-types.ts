export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
  /** A mega panel's id (main menu only): the header opens that builder layout in place of the children. */
  panel?: number;
}
