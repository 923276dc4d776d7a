// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, refreshEndpoint } from './loop-grid.island';

const results = (count: number) =>
  `<p data-loop-count="">נמצאו ${count} פריטים</p><ul data-loop-items=""><li><a href="/p/">מאמר</a></li></ul>` +
  `<nav><a href="/blog/?e-page-g1=2" data-loop-link="" id="next">2</a></nav>`;

function mount(search = '') {
  history.replaceState(null, '', `/blog/${search}`);
  document.body.innerHTML = `
    <nav data-loop-for="g1" data-loop-filter-id="f1" data-loop-taxonomy="category" data-loop-join="OR">
      <a href="/blog/" data-loop-term="" aria-current="true" id="all">הכול</a>
      <a href="/blog/?e-filter-g1-category=fabrics" data-loop-term="fabrics" id="fabrics">בדים</a>
      <a href="/blog/?e-filter-g1-category=testing" data-loop-term="testing" id="testing">בדיקות</a>
    </nav>
    <div data-island="loop-grid" data-loop-widget="g1" data-loop-post="7" id="grid">
      <div data-loop-results="" tabindex="-1">${results(31)}</div>
      <p role="status" data-loop-status=""></p>
    </div>
    <a href="/elsewhere/" id="other">אחר</a>`;
  init(document.getElementById('grid')!);
}

const $ = (id: string) => document.getElementById(id)!;
const grid = () => $('grid');
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('loop-grid island', () => {
  it('posts the URL state, then swaps the results, pushes the URL, rewrites the filter and announces', async () => {
    mount();
    fetchMock.mockReturnValue(answer({ data: results(8) }));
    $('fabrics').click();
    expect(grid().classList.contains('is-loading')).toBe(true);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(refreshEndpoint);
    expect(JSON.parse(init.body)).toEqual({
      post_id: 7,
      widget_id: 'g1',
      widget_filters: {
        f1: {
          filterType: 'taxonomy',
          filterData: { selectedTaxonomy: 'category', terms: ['fabrics'], logicalJoin: 'OR' },
        },
      },
      pagination_base_url: '/blog/?e-filter-g1-category=fabrics',
    });
    expect(init.credentials).toBe('omit');
    expect(grid().classList.contains('is-loading')).toBe(false);
    expect(grid().hasAttribute('aria-busy')).toBe(false);
    expect($('grid').querySelector('[data-loop-count]')!.textContent).toBe('נמצאו 8 פריטים');
    expect(location.pathname + location.search).toBe('/blog/?e-filter-g1-category=fabrics');
    expect($('fabrics').getAttribute('aria-current')).toBe('true');
    expect($('all').hasAttribute('aria-current')).toBe(false);
    expect($('testing').getAttribute('href')).toBe('/blog/?e-filter-g1-category=fabrics~testing');
    expect($('fabrics').getAttribute('href')).toBe('/blog/');
    // Announced a moment after the swap (so a screen reader hears the change): awaited, as a loaded machine may
    // fire the timer late.
    await vi.waitFor(() => expect(grid().querySelector('[data-loop-status]')!.textContent).toBe('נמצאו 8 פריטים'));
  });

  it('leaves everything as it was on any failure, and removes the overlay', async () => {
    for (const failure of [
      () => answer({ data: results(1) }, 500),
      () => answer({ data: results(1) }, 404),
      () => answer('{"da'),
      () => answer({ data: 5 }),
      () => Promise.reject(new TypeError('network')),
    ]) {
      mount();
      const before = grid().innerHTML;
      fetchMock.mockImplementationOnce(failure);
      $('testing').click();
      await settle();
      expect(grid().innerHTML).toBe(before);
      expect(grid().classList.contains('is-loading')).toBe(false);
      expect(location.search).toBe('');
      expect($('all').getAttribute('aria-current')).toBe('true');
    }
  });

  it('applies only the latest of two quick clicks, even when the older answer arrives last', async () => {
    mount();
    let releaseFirst: (r: Response) => void = () => undefined;
    let firstAborted = false;
    fetchMock
      .mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            // A call that ignores its abort signal: only the island's own check can drop its answer.
            init.signal?.addEventListener('abort', () => (firstAborted = true));
            releaseFirst = resolve;
          }),
      )
      .mockReturnValueOnce(answer({ data: results(9) }));
    $('fabrics').click();
    $('testing').click();
    await settle();
    expect(firstAborted).toBe(true);
    expect(grid().querySelector('[data-loop-count]')!.textContent).toBe('נמצאו 9 פריטים');
    releaseFirst(new Response(JSON.stringify({ data: results(8) })));
    await settle();
    expect(grid().querySelector('[data-loop-count]')!.textContent).toBe('נמצאו 9 פריטים');
    expect(location.search).toBe('?e-filter-g1-category=testing');
    expect(grid().classList.contains('is-loading')).toBe(false);
  });

  it('moves focus to the results when the link used was replaced', async () => {
    mount();
    fetchMock.mockReturnValue(answer({ data: results(31) }));
    $('next').focus();
    $('next').click();
    await settle();
    expect(document.activeElement?.hasAttribute('data-loop-results')).toBe(true);
    expect(location.search).toBe('?e-page-g1=2');
  });

  it('"load more" appends the next page and replaces its own link, without a history entry', async () => {
    mount();
    const list = grid().querySelector('[data-loop-items]')!;
    grid().querySelector('nav')!.outerHTML =
      '<p class="w-loop-grid__more"><a href="/blog/?e-page-g1=2" data-loop-more="" id="more">עוד</a></p>';
    fetchMock.mockReturnValue(
      answer({
        data:
          '<p data-loop-count="">נמצאו 31 פריטים</p><ul data-loop-items=""><li><a href="/q/">שני</a></li></ul>' +
          '<p class="w-loop-grid__more"><a href="/blog/?e-page-g1=3" data-loop-more="">עוד</a></p>',
      }),
    );
    const length = history.length;
    $('more').click();
    await settle();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).pagination_base_url).toBe('/blog/?e-page-g1=2');
    expect(Array.from(list.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['/p/', '/q/']);
    expect(grid().querySelector('[data-loop-more]')!.getAttribute('href')).toBe('/blog/?e-page-g1=3');
    expect(document.activeElement?.getAttribute('href')).toBe('/q/');
    expect([location.search, history.length]).toEqual(['', length]);
  });

  it('leaves modified clicks and other links to the browser', async () => {
    mount();
    fetchMock.mockReturnValue(answer({ data: results(8) }));
    $('fabrics').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    $('other').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
