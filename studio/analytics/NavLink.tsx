/** The studio's side menu: the owner's report. */
export function NavLink() {
  return (
    <a className="nav__link" href="/admin/analytics" id="nav-arig-analytics">
      <span className="nav__link-label">ביקורים ופניות</span>
    </a>
  );
}
