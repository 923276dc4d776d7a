/** The studio's side menu: the WordPress importer (the view itself checks the admin role). */
export function ImportNavLink() {
  return (
    <a className="nav__link" href="/admin/import" id="nav-arig-import">
      <span className="nav__link-label">ייבוא מוורדפרס</span>
    </a>
  );
}
