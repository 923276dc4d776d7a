import { describe, expect, it } from 'vitest';
import { currentAddress } from './current-address';

const moved = new Map([
  ['old-about', '/about/'],
  ['אודות-ישן', '/אודות/'.replace('אודות', encodeURIComponent('אודות'))],
  ['old-category', '/textiles/weaving/'],
]);

describe('currentAddress', () => {
  it('points a renamed slug at its new address, with or without the trailing slash', () => {
    expect(currentAddress('/old-about/', moved)).toBe('/about/');
    expect(currentAddress('/old-about', moved)).toBe('/about/');
  });

  it('keeps the query, the fragment and a page number', () => {
    expect(currentAddress('/old-about/#team', moved)).toBe('/about/#team');
    expect(currentAddress('/old-about/?ref=menu#team', moved)).toBe('/about/?ref=menu#team');
    expect(currentAddress('/old-category/page/2/', moved)).toBe('/textiles/weaving/page/2/');
    expect(currentAddress('/old-category/page/3', moved)).toBe('/textiles/weaving/page/3/');
  });

  it('reads a percent-encoded Hebrew slug', () => {
    expect(currentAddress(`/${encodeURIComponent('אודות-ישן')}/`, moved)).toBe(`/${encodeURIComponent('אודות')}/`);
  });

  it('rewrites an absolute address only on the site itself', () => {
    expect(currentAddress('https://arig.example/old-about/', moved, 'https://arig.example')).toBe(
      'https://arig.example/about/',
    );
    expect(currentAddress('https://other.example/old-about/', moved, 'https://arig.example')).toBe(
      'https://other.example/old-about/',
    );
    expect(currentAddress('https://arig.example.evil/old-about/', moved, 'https://arig.example')).toBe(
      'https://arig.example.evil/old-about/',
    );
  });

  it('leaves every other link as it is', () => {
    for (const href of [
      '',
      '/',
      '/about/',
      '/old-about/extra/',
      '//old-about/',
      '#old-about',
      'mailto:old-about@arig.example',
      'tel:+972501234567',
      '/%E0%A4%A/',
    ])
      expect(currentAddress(href, moved)).toBe(href);
  });

  it('does nothing when nothing was renamed', () => {
    expect(currentAddress('/old-about/', new Map())).toBe('/old-about/');
  });
});
