'use client';

import { useState } from 'react';

/** Above the submissions list: download them as CSV for Excel, optionally for a date range. */
export function SubmissionsExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return (
    <form
      className="arig-export"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end', marginBlockEnd: '1rem' }}
      onSubmit={(e) => e.preventDefault()}
    >
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        מתאריך
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        עד תאריך
        <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/form-submissions/export${query ? `?${query}` : ''}`}
        download
      >
        ייצוא ל-CSV (אקסל)
      </a>
    </form>
  );
}
