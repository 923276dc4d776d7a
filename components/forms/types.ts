/** A form's state for one render: after a post without JavaScript, its errors and what was typed. */
export interface FormRenderState {
  errors?: Record<string, string>;
  /** What the visitor sent, to show again (never files). */
  values?: Record<string, string[]>;
  /** A summary-level message (e.g. an expired form). */
  message?: string;
  /** The form was sent: show the confirmation instead. */
  sent?: boolean;
}

/** The control fields every arig form posts besides its answers. */
export const formControl = {
  form: '_arig_form',
  token: '_arig_token',
  once: '_arig_once',
  anchor: '_arig_anchor',
  /** The honeypot: a field people never see or reach, which bots fill in. */
  honeypot: 'arig_website',
} as const;

/** The query parameter of the page a sent form returns to without JavaScript (?arig-sent=<form id>). */
export const sentParam = 'arig-sent';
