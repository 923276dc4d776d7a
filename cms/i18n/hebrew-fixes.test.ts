import { en } from '@payloadcms/translations/languages/en';
import { he } from '@payloadcms/translations/languages/he';
import { describe, expect, it } from 'vitest';
import config from '../payload.config';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => (text.match(/{{[^}]*}}/g) ?? []).sort().join(',');

describe("the studio's Hebrew strings (Payload's, Lexical's and ours over them)", () => {
  it('have every placeholder the English has, no leaked prompts and no "Payload"', async () => {
    const built = await config;
    const overrides = built.i18n.translations.he as unknown as Tree;
    const hebrew = new Map(flat({ ...(he.translations as unknown as Tree) }));
    for (const [key, value] of flat(overrides)) hebrew.set(key, value);
    const english = new Map(flat(en.translations as unknown as Tree));
    const broken = [...hebrew].filter(([key, value]) => {
      const source = english.get(key);
      // `_one` forms may spell the number out ("גרסה אחת") instead of {{count}}.
      const expected =
        source === undefined ? null : placeholders(source).replace(key.endsWith('_one') ? /{{count}},?/ : /$^/, '');
      const own = placeholders(value).replace(key.endsWith('_one') ? /{{count}},?/ : /$^/, '');
      return (
        /{{[^}]*[\u0590-\u05ff][^}]*}}/.test(value) ||
        /Payload/.test(value) ||
        value.length > 400 ||
        (expected !== null && own !== expected)
      );
    });
    expect(broken).toEqual([]);
  });

  it('name the heading levels of the rich-text editor', async () => {
    const built = await config;
    expect(
      (built.i18n.translations.he as unknown as Tree & { lexical: { heading: { label: string } } }).lexical.heading
        .label,
    ).toBe('כותרת {{headingLevel}}');
  });
});
