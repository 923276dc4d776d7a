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

describe('alert island: where focus goes', () => {
  it('skips empty and decorative elements after it, climbing out of its container', () => {
    document.body.innerHTML = `<main id="m" tabindex="-1"><div class="c"><div id="a"><p>x</p><button data-alert-dismiss hidden>x</button></div><div class="spacer" aria-hidden="true"></div><div></div></div><section id="next"><h2>הבא</h2></section></main>`;
    const root = document.getElementById('a')!;
    init(root);
    root.querySelector('button')!.click();
    expect(document.activeElement).toBe(document.getElementById('next'));
  });

  it('falls back to the main landmark when nothing follows', () => {
    document.body.innerHTML = `<main id="m" tabindex="-1"><div id="a"><p>x</p><button data-alert-dismiss hidden>x</button></div><div aria-hidden="true"></div></main>`;
    const root = document.getElementById('a')!;
    init(root);
    root.querySelector('button')!.click();
    expect(document.activeElement).toBe(document.getElementById('m'));
  });
});
