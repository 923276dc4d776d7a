import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-navigation widget', () => {
  it('links the articles before and after, and renders nothing without neighbours', () => {
    const { html } = renderWidget('post-navigation', {}, articleContext());
    expect(html).toContain('<a href="/a-1/" rel="prev">המאמר שלפני</a>');
    expect(html).toContain('<a href="/a-3/" rel="next">המאמר שאחרי</a>');
    expect(html).toContain('aria-label="מאמרים סמוכים"');
    const alone = articleContext();
    alone.article = { ...alone.article!, previous: null, next: null };
    expect(renderWidget('post-navigation', {}, alone).html).toBe('');
    expect(renderInEditor('post-navigation')).toContain('למאמר הקודם');
  });
});
