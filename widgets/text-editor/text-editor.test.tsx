import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('text editor', () => {
  it('renders sanitised rich text with logical alignment', () => {
    const { html } = renderWidget('text-editor', {
      html: '<p style="color:red">שלום <a href="https://example.com" onclick="x()">קישור</a></p><img src=x onerror=alert(1)>',
      align: 'center',
      columns: '2',
    });
    expect(html).toBe(
      '<div class="w w-text-editor w-align-center w-text-cols-2"><p>שלום <a href="https://example.com">קישור</a></p></div>',
    );
  });

  it('keeps span[dir] for left-to-right runs', () => {
    expect(renderWidget('text-editor', { html: '<p>טלפון <span dir="ltr">03-5550123</span></p>' }).html).toContain(
      '<span dir="ltr">03-5550123</span>',
    );
  });

  it("takes the site's colours (global) or a custom one, beside its typography", () => {
    expect(renderWidget('text-editor', { colour: 'primary' }).html).toBe(
      '<div class="w w-text-editor w-align-start w-colour--primary"><p>טקסט לדוגמה</p></div>',
    );
    expect(renderWidget('text-editor', { colour: 'custom', colour_custom: '#2F3B4C', typo_weight: '700' }).html).toBe(
      '<div class="w w-text-editor w-align-start w-colour--custom w--tw" style="--w-colour:#2f3b4c;--w-fw:700"><p>טקסט לדוגמה</p></div>',
    );
    expect(errorPaths('text-editor', { colour: '#2f3b4c' })).toEqual(['content.0.props.colour']);
  });

  it('rejects oversize HTML and unknown alignment', () => {
    expect(errorPaths('text-editor', { html: 'x'.repeat(50_001) })).toEqual(['content.0.props.html']);
    expect(errorPaths('text-editor', { align: 'left' })).toEqual(['content.0.props.align']);
  });
});
