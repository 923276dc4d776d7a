import { readFileSync } from 'node:fs';

/** For tests: the real WordPress export of ../shared/fixtures/wordpress (see its README). */
export const FIXTURE_EXPORT = new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url);

let xml: string | undefined;

/**
 * One item's `post_content` from the fixture, read with a regex so these tests do not depend on the WXR
 * parser. WordPress's exporter splits a `]]>` inside the content over two CDATA sections.
 */
export function fixtureContent(postId: number): string {
  xml ??= readFileSync(FIXTURE_EXPORT, 'utf8');
  const item = xml.split('<item>').find((part) => part.includes(`<wp:post_id>${postId}</wp:post_id>`));
  const cdata = item && /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item)?.[1];
  if (cdata === undefined) throw new Error(`post ${postId} is not in the fixture`);
  return cdata.replaceAll(']]]]><![CDATA[>', ']]>');
}
