/** The first focusable element of every page; site-runtime removes it when a page has no main region. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" data-skip-link>
      דילוג לתוכן הראשי
    </a>
  );
}
