/**
 * Writes WXR as WordPress's exporter does, for the importer's tests and the bench's generated export (the
 * reader is wxr.ts).
 */

/** Text in a CDATA section; a `]]>` inside is split across two sections, as WordPress's exporter does. */
export const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** One `<wp:postmeta>` of an item. */
export const postmeta = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`;

/** One `<wp:author>` of the channel. */
export const wxrAuthor = (a: { id: number; login: string; email: string; name: string }) =>
  `<wp:author><wp:author_id>${a.id}</wp:author_id><wp:author_login>${cdata(a.login)}</wp:author_login><wp:author_email>${cdata(a.email)}</wp:author_email><wp:author_display_name>${cdata(a.name)}</wp:author_display_name><wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>`;

/** A whole export: the channel's head (WXR 1.2, the old site at 127.0.0.1:8080), then `body`. */
export const wxrDocument = (body: string, title = 'אתר בדיקה') => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>${title}</title><link>http://127.0.0.1:8080</link><language>he-IL</language><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>http://127.0.0.1:8080</wp:base_site_url><wp:base_blog_url>http://127.0.0.1:8080</wp:base_blog_url>
${body}
</channel></rss>
`;
