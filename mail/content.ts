/** What a message says, as data: the renderer turns it into an HTML document and a text part alike. */
export interface MailContent {
  /** The first line a mail client shows beside the subject. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, e.g. the fields of a form submission. */
  fields?: { label: string; value: string }[];
  /** One button-like link. */
  action?: { label: string; href: string };
  /** Small print under the message (why it was sent, how to stop it). */
  footer?: string[];
}

/** The sender's identity in every message. */
export interface MailBrand {
  siteName: string;
  siteUrl: string;
  /** The accent colour (#rrggbb). */
  colour: string;
}
