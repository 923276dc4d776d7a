/**
 * WordPress's `wpautop` (wp-includes/formatting.php), ported for classic-editor content: the editor stores
 * bare text where a blank line separates paragraphs and a single newline is a line break, and WordPress adds
 * the <p> and <br /> when it shows the post. Block-editor content is stored with its markup and skips this.
 */

const ALL_BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const NEWLINE_IN_TAG = '\u0000wpnl\u0000';
const PRESERVED_NEWLINE = '\u0000wppn\u0000';

function hidePreBlocks(text: string): { text: string; restore: (value: string) => string } {
  const blocks: string[] = [];
  const hidden = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => {
    blocks.push(pre);
    return `<pre wp-pre-tag-${blocks.length - 1}></pre>`;
  });
  const restore = (value: string) =>
    value.replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_, index: string) => blocks[Number(index)] ?? '');
  return { text: hidden, restore };
}

export function autop(input: string): string {
  if (input.trim() === '') return '';
  const pre = hidePreBlocks(`${input}\n`);
  let text = pre.text;

  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n');
  text = text.replace(new RegExp(`(<${ALL_BLOCKS}[\\s/>])`, 'gi'), '\n\n$1');
  text = text.replace(new RegExp(`(</${ALL_BLOCKS}>)`, 'gi'), '$1\n\n');
  text = text.replace(/(<hr\s*?\/?>)/gi, '$1\n\n');
  text = text.replace(/\r\n?/g, '\n');
  // A newline inside a tag or comment is not a paragraph break.
  text = text.replace(/<!--[\s\S]*?-->|<[^>]*>/g, (tag) => tag.replace(/\n/g, NEWLINE_IN_TAG));
  text = text.replace(/\s*(<figcaption[^>]*>)/gi, '$1').replace(/<\/figcaption>\s*/gi, '</figcaption>');
  text = text.replace(/\n\n+/g, '\n\n');

  text = text
    .split(/\n\s*\n/)
    .filter((part) => part !== '')
    .map((part) => `<p>${part.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');

  text = text.replace(/<p>\s*<\/p>/g, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/gi, '<p>$1</p></$2>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/gi, '$1');
  text = text
    .replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>')
    .replace(/<\/blockquote><\/p>/gi, '</p></blockquote>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALL_BLOCKS}[^>]*>)`, 'gi'), '$1');
  text = text.replace(new RegExp(`(</?${ALL_BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1');

  text = text.replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/gi, (raw) => raw.replace(/\n/g, PRESERVED_NEWLINE));
  text = text.replace(/<br>|<br\/>/gi, '<br />');
  text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
  text = text.split(PRESERVED_NEWLINE).join('\n');

  text = text.replace(new RegExp(`(</?${ALL_BLOCKS}[^>]*>)\\s*<br />`, 'gi'), '$1');
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, '$1');
  text = text.replace(/\n<\/p>$/, '</p>');
  return pre.restore(text).split(NEWLINE_IN_TAG).join('\n');
}
