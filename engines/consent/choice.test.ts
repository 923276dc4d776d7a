import { describe, expect, it } from 'vitest';
import { cookiesToDelete, parseConsent, serializeConsent, type ConsentChoice } from './choice';

const choice: ConsentChoice = {
  id: 'a'.repeat(32),
  version: 3,
  analytics: true,
  marketing: false,
  at: 1_800_000_000_000,
};

describe('the consent cookie', () => {
  it('reads back what it stored', () => {
    expect(parseConsent(serializeConsent(choice), 3)).toEqual(choice);
  });

  it('counts a choice under another version, or a damaged one, as no choice', () => {
    expect(parseConsent(serializeConsent(choice), 4)).toBeNull();
    expect(parseConsent('1.3.1.x.abc', 3)).toBeNull();
    expect(parseConsent(`${serializeConsent(choice)}<script>`, 3)).toBeNull();
    expect(parseConsent(null, 3)).toBeNull();
    expect(parseConsent('', 3)).toBeNull();
  });
});

describe('withdrawing consent', () => {
  const present = [
    '_ga',
    '_ga_ABC',
    '_gid',
    '_fbp',
    'pys_first_visit',
    'last_pysTrafficSource',
    'arig_consent',
    'session',
  ];

  it("deletes the withdrawn category's cookies and nothing else", () => {
    expect(
      cookiesToDelete(present, { analytics: true, marketing: true }, { analytics: false, marketing: true }),
    ).toEqual(['_ga', '_ga_ABC', '_gid']);
    expect(
      cookiesToDelete(present, { analytics: true, marketing: true }, { analytics: true, marketing: false }),
    ).toEqual(['_fbp', 'pys_first_visit', 'last_pysTrafficSource']);
  });

  it('clears every vendor cookie on a first "reject all", and none on granting', () => {
    expect(cookiesToDelete(present, null, { analytics: false, marketing: false })).toHaveLength(6);
    expect(
      cookiesToDelete(present, { analytics: false, marketing: false }, { analytics: true, marketing: true }),
    ).toEqual([]);
  });
});
