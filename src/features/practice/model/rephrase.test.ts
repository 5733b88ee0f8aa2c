import { describe, expect, it } from 'vitest';
import { keepNumbers, numbersIn } from './rephrase';

describe('rephrasing an agent line', () => {
  const line = 'That is not enough. I can go down to $2,350.';

  it('keeps a rewording that names the same numbers', () => {
    expect(keepNumbers(line, 'Sorry, too low. $2350 is my number.')).toBe(
      'Sorry, too low. $2350 is my number.',
    );
  });

  it('discards a rewording that changes a number', () => {
    expect(keepNumbers(line, 'Too low. I can go to $2,300.')).toBe(line);
  });

  it('discards a rewording that adds a number, in digits or in words', () => {
    expect(keepNumbers(line, 'Too low. $2,350, or 40% off if you pay today.')).toBe(line);
    expect(keepNumbers(line, 'Too low. $2,350 within two days.')).toBe(line);
  });

  it('discards an empty or rambling rewording', () => {
    expect(keepNumbers(line, '')).toBe(line);
    expect(keepNumbers(line, null)).toBe(line);
    expect(keepNumbers(line, `$2,350 ${'blah '.repeat(100)}`)).toBe(line);
  });

  it('reads digits and number words alike', () => {
    expect(numbersIn('Call at six, $1,000 or 1000.')).toEqual(['1000', '1000', 'six']);
  });
});
