'use client';

import { useAuth, useDocumentInfo } from '@payloadcms/ui';
import { useState } from 'react';

type Result = { kind: 'ok' | 'error'; message: string } | null;

/** "שליחה חוזרת" for admins: queues the message again through the outbox's resend endpoint. */
export function ResendButton() {
  const { id } = useDocumentInfo();
  const { user } = useAuth<{ roles?: string[] }>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  if (!id || !user?.roles?.includes('admin')) return null;

  async function resend() {
    setBusy(true);
    setResult(null);
    try {
      const res = await fetch(`/api/mail-outbox/${id}/resend`, { method: 'POST', credentials: 'include' });
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] };
      setResult(
        res.ok
          ? { kind: 'ok', message: body.message ?? 'ההודעה הועברה לשליחה חוזרת.' }
          : { kind: 'error', message: body.errors?.[0]?.message ?? 'השליחה החוזרת נכשלה. נסו שוב.' },
      );
    } catch {
      setResult({ kind: 'error', message: 'אין חיבור לשרת. נסו שוב.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field-type" style={{ marginBlockEnd: '1rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={resend} disabled={busy}>
        {busy ? 'שולח…' : 'שליחה חוזרת'}
      </button>
      <p
        role="status"
        className="field-description"
        style={{ color: result?.kind === 'error' ? 'var(--theme-error-500)' : undefined }}
      >
        {result?.message ?? ''}
      </p>
    </div>
  );
}
