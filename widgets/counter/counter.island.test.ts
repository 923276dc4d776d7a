// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { init } from './counter.island';

const markup = `<div id="c"><bdi data-counter-start="0" data-counter-end="100" data-counter-duration="1000" data-counter-decimals="0" data-counter-separator="yes">100</bdi></div>`;

describe('counter island', () => {
  it('leaves the final number alone under reduced motion', () => {
    document.body.innerHTML = markup;
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    init(document.getElementById('c')!);
    expect(document.querySelector('bdi')!.textContent).toBe('100');
    expect(observe).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('waits until visible, then counts from the start number', () => {
    document.body.innerHTML = markup;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    let callback: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof callback) {
          callback = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', () => 0);
    init(document.getElementById('c')!);
    expect(document.querySelector('bdi')!.textContent).toBe('100');
    callback([{ isIntersecting: true }]);
    expect(document.querySelector('bdi')!.textContent).toBe('0');
    vi.unstubAllGlobals();
  });
});
