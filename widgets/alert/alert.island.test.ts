// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { init } from './alert.island';

describe('alert island', () => {
  it('reveals the dismiss button, hides the alert on click and moves focus on', () => {
    document.body.innerHTML = `<div id="a" data-island="alert"><p>x</p><button data-alert-dismiss hidden>x</button></div><p id="next">after</p>`;
    const root = document.getElementById('a')!;
    init(root);
    const button = root.querySelector('button')!;
    expect(button.hidden).toBe(false);
    button.click();
    expect(root.hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('next'));
    expect(document.getElementById('next')!.getAttribute('tabindex')).toBe('-1');
  });
});
