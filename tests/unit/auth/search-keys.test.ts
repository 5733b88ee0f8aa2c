import { describe, expect, it } from 'vitest';
import { searchGramOf, searchGrams, userKeys } from '../../../src/features/auth/records';

describe("users' search pieces (SV-34)", () => {
  it('keeps every 3- and 6-character piece of the lower-cased keys once, in order', () => {
    expect(searchGrams('ann', 'ann@x.io')).toEqual([
      '.io',
      '@x.',
      'ann',
      'ann@x.',
      'n@x',
      'n@x.io',
      'nn@',
      'nn@x.i',
      'x.i',
    ]);
    expect(searchGrams('ab')).toEqual([]);
    // By code points: a piece never splits a character in two.
    expect(searchGrams('a😀bc')).toEqual(['a😀b', '😀bc']);
    expect(searchGrams('a😀bcde')).toContain('a😀bcde');
  });

  it('stores the keys sign-in looks up by, trimmed and lower-cased, with their pieces', () => {
    expect(userKeys(' Ann ', 'Ann@X.io')).toEqual({
      username_key: 'ann',
      email_key: 'ann@x.io',
      search_grams: searchGrams('ann', 'ann@x.io'),
    });
  });

  it('looks at a 6-character piece from 6 characters of text, else a 3-character one', () => {
    expect(searchGramOf('Harper.J')).toBe('rper.j');
    expect(searchGramOf('user00004')).toBe('r00004');
    expect(searchGramOf('harpe')).toBe('rpe');
    expect(searchGramOf('ab')).toBeNull();
    expect(searchGramOf('')).toBeNull();
  });

  it('looks at the piece ending at the @, else the one starting at it, else the last one', () => {
    expect(searchGramOf('james@example.net')).toBe('james@');
    expect(searchGramOf('demo@')).toBe('mo@');
    expect(searchGramOf('@Example.NET')).toBe('@examp');
    expect(searchGramOf('s@ex')).toBe('@ex');
    expect(searchGramOf('me@example')).toBe('@examp');
    expect(searchGramOf('me@ex')).toBe('me@');
  });

  it('finds every piece of a text inside a key that holds it', () => {
    const keys = userKeys('harper.james', 'harper.james@example.net');
    for (const text of [
      'HARPER',
      'Harper.J',
      '@example.net',
      'james@ex',
      'per.ja',
      's@e',
      'harpe',
      'mes@example.n',
      'harper.james@example.net',
    ]) {
      expect(keys.search_grams, text).toContain(searchGramOf(text));
    }
  });
});
