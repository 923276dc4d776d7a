'use client';

import { useFormFields } from '@payloadcms/ui';

/**
 * The message as the recipient will see it. The HTML is shown in a sandboxed frame with no permissions
 * (no script, no same-origin access, no forms), so even a message carrying hostile markup cannot act in
 * the studio; it is arig's own rendering with every value escaped in any case.
 */
export function MailPreview() {
  const html = useFormFields(([fields]) => fields.html?.value);
  if (typeof html !== 'string' || html === '') return null;
  return (
    <div className="field-type arig-mail-preview" style={{ marginBlockEnd: '1.5rem' }}>
      <p className="field-label" id="arig-mail-preview-label">
        תצוגת ההודעה
      </p>
      <iframe
        title="תצוגת ההודעה כפי שתתקבל"
        aria-labelledby="arig-mail-preview-label"
        sandbox=""
        srcDoc={html}
        style={{
          inlineSize: '100%',
          blockSize: '32rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: '4px',
          background: '#fff',
        }}
      />
    </div>
  );
}
