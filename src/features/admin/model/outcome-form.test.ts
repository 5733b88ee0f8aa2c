import { describe, expect, it } from 'vitest';
import { CALL_NOTE_MAX } from '../contract';
import { OutcomeFormSchema, outcomeMessage } from './outcome-form';

const message = (note: string) =>
  OutcomeFormSchema.safeParse({ note }, { error: outcomeMessage }).error?.issues[0]?.message;

describe('the call-outcome form', () => {
  it("takes the contract's note, trimmed", () => {
    expect(OutcomeFormSchema.parse({ note: '  Reached Chase. ' })).toEqual({
      note: 'Reached Chase.',
    });
    expect(message('x'.repeat(CALL_NOTE_MAX))).toBeUndefined();
  });

  it('asks for a note, and one within the limit', () => {
    expect(message('   ')).toBe('Add a note about the call');
    expect(message('x'.repeat(CALL_NOTE_MAX + 1))).toBe('Keep the note to 500 characters');
  });
});
