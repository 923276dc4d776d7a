import { describe, expect, it } from 'vitest';
import { resolver, convert, blocksOf, summary, only } from './testing';

describe('hostile input', () => {
  it('keeps only the text of markup nested without end, instead of overflowing the stack', () => {
    const { lexical, issues } = convert(`${'<div><blockquote><ul><li><strong>'.repeat(2_000)}deep`);
    expect(summary(lexical.root.children)).toEqual([expect.stringMatching(/deep$/)]);
    expect(issues).toEqual([{ kind: 'html', detail: 'markup nested deeper than 200 levels: only its text was kept' }]);
  });

  it('handles posts with 150,000 images, lines or shortcodes, in linear time', () => {
    const started = performance.now();
    const images = blocksOf(`<p>${'x<img src="/a.jpg">'.repeat(150_000)}</p>`, resolver({ 'a.jpg': 'a' }));
    expect(images).toHaveLength(300_000);
    const pre = blocksOf(`<pre>${'line\n'.repeat(150_000)}</pre>`);
    expect(only(pre, 'paragraph').children).toHaveLength(299_999);
    expect(convert('[a]'.repeat(50_000)).issues).toHaveLength(50_000);
    expect(convert(`${'[[a '.repeat(20_000)}${'[b '.repeat(20_000)}`).issues).toEqual([]);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
