import { describe, expect, it } from 'vitest';
import { searchGramOf, searchGrams, userKeys } from '../../../src/features/auth/records';

describe("users' search pieces (SV-34)", () => {
  it('keeps every 3-character piece of the lower-cased keys once, in order', () => {
    expect(searchGrams('ann', 'ann@x.io')).toEqual(['.io', '@x.', 'ann', 'n@x', 'nn@', 'x.i']);
    expect(searchGrams('ab')).toEqual([]);
    // By code points: a piece never splits a character in two.
    expect(searchGrams('a😀bc')).toEqual(['a😀b', '😀bc']);
  });

  it('stores the keys sign-in looks up by, trimmed and lower-cased, with their pieces', () => {
    expect(userKeys(' Ann ', 'Ann@X.io')).toEqual({
      username_key: 'ann',
      email_key: 'ann@x.io',
      search_grams: searchGrams('ann', 'ann@x.io'),
    });
  });

  it('looks at the piece at the @, else the last one, none under 3 characters', () => {
    expect(searchGramOf('@Example.NET')).toBe('@ex');
    expect(searchGramOf('demo@')).toBe('mo@');
    expect(searchGramOf('Harper.J')).toBe('r.j');
    expect(searchGramOf('ab')).toBeNull();
    expect(searchGramOf('')).toBeNull();
  });

  it('finds every piece of a text inside a key that holds it', () => {
    const keys = userKeys('harper.james', 'harper.james@example.net');
    for (const text of ['HARPER', 'Harper.J', '@example.net', 'james@ex', 'per.ja', 's@e']) {
      expect(keys.search_grams, text).toContain(searchGramOf(text));
    }
  });
});
