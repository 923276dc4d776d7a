// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { init } from './tabs.island';

function mount(dir: 'rtl' | 'ltr' = 'rtl') {
  document.documentElement.setAttribute('dir', dir);
  document.body.innerHTML = `
    <div class="w w-tabs" data-island="tabs" id="root" style="direction:${dir}">
      <div role="tablist" style="direction:${dir}">
        <button role="tab" id="t1" aria-selected="true" aria-controls="p1" tabindex="0">א</button>
        <button role="tab" id="t2" aria-selected="false" aria-controls="p2" tabindex="-1">ב</button>
        <button role="tab" id="t3" aria-selected="false" aria-controls="p3" tabindex="-1">ג</button>
      </div>
      <div role="tabpanel" id="p1">1</div>
      <div role="tabpanel" id="p2" class="is-inactive">2</div>
      <div role="tabpanel" id="p3" class="is-inactive">3</div>
    </div>`;
  const root = document.getElementById('root')!;
  init(root);
  return root;
}
const tab = (n: number) => document.getElementById(`t${n}`)!;
const panel = (n: number) => document.getElementById(`p${n}`)!;
const press = (el: HTMLElement, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('tabs island', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('hides inactive panels with the hidden attribute on init', () => {
    mount();
    expect(panel(1).hidden).toBe(false);
    expect(panel(2).hidden).toBe(true);
  });

  it('ArrowLeft selects the next tab in RTL and moves focus and tabindex', () => {
    mount('rtl');
    tab(1).focus();
    press(tab(1), 'ArrowLeft');
    expect(tab(2).getAttribute('aria-selected')).toBe('true');
    expect(tab(2).tabIndex).toBe(0);
    expect(tab(1).tabIndex).toBe(-1);
    expect(document.activeElement).toBe(tab(2));
    expect(panel(2).hidden).toBe(false);
    expect(panel(1).hidden).toBe(true);
    press(tab(2), 'End');
    expect(tab(3).getAttribute('aria-selected')).toBe('true');
    press(tab(3), 'ArrowRight');
    expect(tab(2).getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click and is idempotent', () => {
    const root = mount();
    init(root);
    tab(3).click();
    expect(tab(3).getAttribute('aria-selected')).toBe('true');
    expect(panel(3).hidden).toBe(false);
  });
});
