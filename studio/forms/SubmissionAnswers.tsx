'use client';

import { useFormFields } from '@payloadcms/ui';

interface Answer {
  field?: string;
  label?: string;
  value?: string;
}

/**
 * A submission as the owner reads it: each question with its answer, the visitor's e-mail and phone as
 * links. Answers are visitors' text: React renders them as text, never as markup.
 */
export function SubmissionAnswers() {
  const rows = useFormFields(([fields]) => {
    const count = Number(fields.submissionData?.rows?.length ?? fields.submissionData?.value ?? 0);
    return Array.from({ length: Number.isFinite(count) ? count : 0 }, (_, i) => ({
      field: fields[`submissionData.${i}.field`]?.value,
      label: fields[`submissionData.${i}.label`]?.value,
      value: fields[`submissionData.${i}.value`]?.value,
    })) as Answer[];
  });
  if (rows.length === 0) return null;
  return (
    <div className="field-type arig-answers" style={{ marginBlockEnd: '2rem' }}>
      <h2 style={{ fontSize: '1.25rem', marginBlockEnd: '0.75rem' }}>הפנייה</h2>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
          gap: '0.5rem 1.5rem',
          margin: 0,
        }}
      >
        {rows.map((row, i) => {
          const value = String(row.value ?? '');
          const href =
            /@/.test(value) && /^[^\s@]+@[^\s@]+$/.test(value)
              ? `mailto:${value}`
              : /^[\d-+ ]{9,15}$/.test(value)
                ? `tel:${value.replace(/[^\d+]/g, '')}`
                : null;
          return (
            <div key={i} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 700 }}>{row.label || row.field}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {href ? (
                  <a href={href}>
                    <bdi dir="ltr">{value}</bdi>
                  </a>
                ) : (
                  <bdi>{value}</bdi>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
