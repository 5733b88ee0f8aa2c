import { describe, expect, it } from 'vitest';
import { offerFormSchema, WordsFormSchema } from './move-forms';

const offerMessage = (offer: string, balance = 1850) =>
  offerFormSchema(balance).safeParse({ offer }).error?.issues[0]?.message;

describe('the practice move forms', () => {
  it("give the contract's move", () => {
    expect(offerFormSchema(1850).parse({ offer: ' 900 ' })).toEqual({ kind: 'offer', amount: 900 });
    expect(WordsFormSchema.parse({ words: '  I can pay $500 today. ' })).toEqual({
      kind: 'say',
      text: 'I can pay $500 today.',
    });
  });

  it('ask for an offer in whole dollars up to the balance', () => {
    for (const offer of ['', '0', '12.5', 'abc'])
      expect(offerMessage(offer)).toBe('Enter your offer in whole dollars.');
    expect(offerMessage('1851')).toBe('Your offer cannot be more than the balance of $1,850.');
    expect(offerMessage('1850')).toBeUndefined();
  });

  it('send no words when they are blank', () => {
    expect(WordsFormSchema.safeParse({ words: '   ' }).success).toBe(false);
  });
});
