import { describe, expect, it } from 'vitest';
import { wordsToDigits } from './number-words';

describe('wordsToDigits', () => {
  it('writes number words as digits and leaves small words alone', () => {
    expect(wordsToDigits('fifteen hundred')).toBe('1500');
    expect(wordsToDigits('two thousand five hundred dollars')).toBe('2500 dollars');
    expect(wordsToDigits('a thousand')).toBe('1000');
    expect(wordsToDigits('twenty-five')).toBe('25');
    expect(wordsToDigits('one of the two of us')).toBe('one of the two of us');
  });

  it('reads tens and units with hyphens, spaces and "and"', () => {
    expect(wordsToDigits('forty-two hundred')).toBe('4200');
    expect(wordsToDigits('fifteen hundred and fifty bucks')).toBe('1550 bucks');
    expect(wordsToDigits('I can pay three thousand today')).toBe('I can pay 3000 today');
  });
});
