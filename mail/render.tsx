import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBrand, MailContent } from './content';

/**
 * A message as a complete HTML document (Hebrew, right to left, inline styles and tables, as mail
 * clients need) and its text part. Every value is text rendered by React, so nothing from a visitor or
 * a setting becomes markup; links are only http(s) and mailto.
 */
export interface RenderedMail {
  html: string;
  text: string;
}

// Mail clients ignore logical properties (Outlook, older Gmail), so these styles are physical; the
// document is dir=rtl and every block's text-align is right, the start side in Hebrew.
const safeHref = (href: string): string | null => (/^(https?:|mailto:)/i.test(href) ? href : null);

const font = "Arial, 'Arial Hebrew', Helvetica, sans-serif";
const body: CSSProperties = { margin: 0, padding: 0, backgroundColor: '#f5f3ef', fontFamily: font };
const card: CSSProperties = {
  maxWidth: '600px',
  width: '100%',
  backgroundColor: '#ffffff',
  border: '1px solid #d6d1c7',
  borderRadius: '6px',
};
const cell: CSSProperties = { padding: '24px', direction: 'rtl', textAlign: 'right', color: '#1a1a1a' };
const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: 1.6 };
const small: CSSProperties = { margin: '0 0 8px', fontSize: '13px', lineHeight: 1.5, color: '#4a4a4a' };

function MailDocument({ content, brand, subject }: { content: MailContent; brand: MailBrand; subject: string }) {
  const href = content.action ? safeHref(content.action.href) : null;
  return (
    <html lang="he" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={body}>
        {content.preheader && (
          <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{content.preheader}</div>
        )}
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '24px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" cellPadding={0} cellSpacing={0} style={card}>
                  <tbody>
                    <tr>
                      <td style={{ ...cell, borderTop: `4px solid ${brand.colour}`, paddingBottom: 0 }}>
                        <p style={{ margin: 0, fontSize: '14px', fontWeight: 700, color: brand.colour }}>
                          {brand.siteName}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={cell}>
                        <h1 style={{ margin: '0 0 16px', fontSize: '22px', lineHeight: 1.3 }}>{content.heading}</h1>
                        {content.paragraphs.map((text, i) => (
                          <p key={i} style={{ ...paragraph, whiteSpace: 'pre-line' }}>
                            {text}
                          </p>
                        ))}
                        {content.fields && content.fields.length > 0 && (
                          <table
                            role="presentation"
                            cellPadding={0}
                            cellSpacing={0}
                            width="100%"
                            style={{ margin: '0 0 16px' }}
                          >
                            <tbody>
                              {content.fields.map((field, i) => (
                                <tr key={i}>
                                  <th
                                    scope="row"
                                    style={{
                                      padding: '8px',
                                      textAlign: 'right',
                                      verticalAlign: 'top',
                                      width: '35%',
                                      backgroundColor: '#f5f3ef',
                                      borderBottom: '1px solid #d6d1c7',
                                      fontSize: '14px',
                                    }}
                                  >
                                    {field.label}
                                  </th>
                                  <td
                                    style={{
                                      padding: '8px',
                                      verticalAlign: 'top',
                                      borderBottom: '1px solid #d6d1c7',
                                      fontSize: '15px',
                                      whiteSpace: 'pre-line',
                                      unicodeBidi: 'plaintext',
                                    }}
                                  >
                                    {field.value}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        )}
                        {content.action && href && (
                          <p style={{ margin: '8px 0 16px' }}>
                            <a
                              href={href}
                              style={{
                                display: 'inline-block',
                                padding: '12px 20px',
                                backgroundColor: brand.colour,
                                color: '#ffffff',
                                textDecoration: 'none',
                                borderRadius: '6px',
                                fontWeight: 700,
                              }}
                            >
                              {content.action.label}
                            </a>
                          </p>
                        )}
                      </td>
                    </tr>
                    {content.footer && content.footer.length > 0 && (
                      <tr>
                        <td
                          style={{ ...cell, borderTop: '1px solid #d6d1c7', paddingTop: '16px', paddingBottom: '16px' }}
                        >
                          {content.footer.map((line, i) => (
                            <p key={i} style={small}>
                              {line}
                            </p>
                          ))}
                        </td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The text part: the same message, line by line; a right-to-left mark keeps Hebrew lines right-aligned. */
function textPart(content: MailContent, brand: MailBrand): string {
  const lines = [brand.siteName, '', content.heading, ''];
  for (const text of content.paragraphs) lines.push(text, '');
  for (const field of content.fields ?? []) lines.push(`${field.label}: ${field.value}`);
  if (content.fields?.length) lines.push('');
  if (content.action && safeHref(content.action.href))
    lines.push(`${content.action.label}: ${content.action.href}`, '');
  if (content.footer?.length) lines.push('--', ...content.footer);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

export function renderMail(content: MailContent, brand: MailBrand, subject: string): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument content={content} brand={brand} subject={subject} />)}`;
  return { html, text: textPart(content, brand) };
}
