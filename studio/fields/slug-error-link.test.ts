import { describe, expect, it } from 'vitest';
import { splitHolderLink } from './slug-error-link';

describe('splitHolderLink', () => {
  it('takes the holder’s edit view off the end of a taken-address message', () => {
    expect(splitHolderLink('הכתובת כבר בשימוש בעמוד ‹אודות›. שנו את המזהה שם: /admin/collections/pages/2')).toEqual({
      text: 'הכתובת כבר בשימוש בעמוד ‹אודות›. שנו את המזהה שם',
      href: '/admin/collections/pages/2',
    });
  });

  it('leaves any other message whole', () => {
    for (const message of [
      'נדרש מזהה כתובת',
      'ראו /admin/collections/pages/2 ועוד',
      'x: https://evil.example/admin/collections/pages/2',
    ])
      expect(splitHolderLink(message)).toEqual({ text: message, href: null });
  });
});
