/** Above the subscribers list: download the list, with each consent record, as CSV for Excel. */
export function SubscribersExport() {
  return (
    <p style={{ marginBlockEnd: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/subscribers/export" download>
        ייצוא הרשימה ל-CSV (אקסל)
      </a>
    </p>
  );
}
