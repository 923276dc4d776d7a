import { describe, expect, it } from 'vitest';
import { nextSelection } from './selection';

describe('nextSelection', () => {
  it('"all" clears the selection', () => {
    expect(nextSelection(['a', 'b'], null, 'OR')).toEqual([]);
    expect(nextSelection([], null, 'DISABLED')).toEqual([]);
  });

  it('single selection replaces, and a second click on the selected item clears', () => {
    expect(nextSelection([], 'a', 'DISABLED')).toEqual(['a']);
    expect(nextSelection(['a'], 'b', 'DISABLED')).toEqual(['b']);
    expect(nextSelection(['a'], 'a', 'DISABLED')).toEqual([]);
  });

  it('multiple selection toggles and keeps the order', () => {
    expect(nextSelection(['a'], 'b', 'AND')).toEqual(['a', 'b']);
    expect(nextSelection(['a', 'b'], 'a', 'OR')).toEqual(['b']);
    expect(nextSelection(['b'], 'a', 'OR')).toEqual(['b', 'a']);
  });
});
