// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { init } from './hotspot.island';

const point = (n: number) => `<li class="w-hotspot__point">
  <button type="button" class="w-hotspot__pin" aria-expanded="false" aria-controls="c${n}">${n}</button>
  <div class="w-hotspot__card" id="c${n}"><a href="/x/">קישור</a></div>
</li>`;

function setup(openOn: 'click' | 'hover') {
  document.body.innerHTML = `<div id="h" data-open-on="${openOn}"><ol>${point(1)}${point(2)}</ol></div><p id="out">מחוץ</p>`;
  const root = document.getElementById('h')!;
  init(root);
  const pins = [...root.querySelectorAll<HTMLButtonElement>('.w-hotspot__pin')];
  const expanded = () => pins.map((p) => p.getAttribute('aria-expanded'));
  const escape = () => root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  return { root, pins, expanded, escape };
}

describe('hotspot island', () => {
  it('a pin opens its card, another pin moves it, a second press closes it', () => {
    const { pins, expanded } = setup('click');
    pins[0]!.click();
    expect(expanded()).toEqual(['true', 'false']);
    expect(pins[0]!.parentElement!.classList.contains('is-open')).toBe(true);
    pins[1]!.click();
    expect(expanded()).toEqual(['false', 'true']);
    pins[1]!.click();
    expect(expanded()).toEqual(['false', 'false']);
  });

  it('Escape closes the open card and leaves focus on its pin; a press outside closes it too', () => {
    const { pins, expanded, escape } = setup('click');
    pins[1]!.click();
    pins[1]!.parentElement!.querySelector('a')!.focus();
    escape();
    expect(expanded()).toEqual(['false', 'false']);
    expect(document.activeElement).toBe(pins[1]);
    pins[0]!.click();
    document.getElementById('out')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(expanded()).toEqual(['false', 'false']);
  });

  it('in hover mode focus opens a card, Escape closes it without reopening, focus leaving closes it', () => {
    const { pins, expanded, escape } = setup('hover');
    pins[0]!.focus();
    expect(expanded()).toEqual(['true', 'false']);
    escape();
    expect(expanded()).toEqual(['false', 'false']);
    expect(document.activeElement).toBe(pins[0]);
    pins[1]!.focus();
    expect(expanded()).toEqual(['false', 'true']);
    document.getElementById('out')!.setAttribute('tabindex', '-1');
    document.getElementById('out')!.focus();
    expect(expanded()).toEqual(['false', 'false']);
  });
});
