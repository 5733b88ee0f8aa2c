import { describe, expect, it } from 'vitest';
import {
  amountsOf,
  elapsed,
  endCall,
  parseCall,
  record,
  setOutcome,
  startCall,
  undo,
} from './call';
import { contactNote } from './outcome';
import { hear, heardAmount } from './listening';

const T0 = new Date('2027-03-14T06:30:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const started = () =>
  startCall({
    call_id: 'c1',
    tradeline_id: 't1',
    now: T0,
    local_start: '2027-03-14T01:30',
    time_zone: 'America/New_York',
  });

describe('a call kept in the browser', () => {
  it('keeps a running timeline with the amounts on each side, in order', () => {
    let call = record(started(), 'full_balance', at(20));
    call = record(call, 'my_offer', at(50), 1260);
    call = record(call, 'counter_offer', at(95), 2000);
    expect(call.items.map((item) => [elapsed(call.started_at, item.at), item.kind])).toEqual([
      ['0:20', 'full_balance'],
      ['0:50', 'my_offer'],
      ['1:35', 'counter_offer'],
    ]);
    expect(amountsOf(call)).toEqual([
      { by: 'me', amount: 1260 },
      { by: 'creditor', amount: 2000 },
    ]);
    expect(amountsOf(undo(call))).toEqual([{ by: 'me', amount: 1260 }]);
  });

  it('ends with the outcome the timeline suggests, which the user can change', () => {
    const agreed = endCall(record(started(), 'agree', at(60)), at(120));
    expect(agreed).toMatchObject({
      phase: 'after',
      outcome: 'agreed',
      ended_at: at(120).toISOString(),
    });
    expect(endCall(started(), at(30)).outcome).toBe('no_deal');
    expect(setOutcome(agreed, 'call_back').outcome).toBe('call_back');
  });

  it('reads back what it stored, and nothing else', () => {
    const call = record(started(), 'counter_offer', at(5), 2000);
    expect(parseCall(JSON.parse(JSON.stringify(call)))).toEqual(call);
    expect(parseCall({ ...call, version: 2 })).toBeNull();
    expect(parseCall({ ...call, items: [{ kind: 'shout' }] })).toBeNull();
    expect(parseCall('junk')).toBeNull();
  });

  it("writes the contact log's note from the outcome and the amounts", () => {
    expect(
      contactNote('no_deal', [
        { by: 'me', amount: 1260 },
        { by: 'creditor', amount: 2000 },
      ]),
    ).toBe('Call with the companion: no agreement. Amounts: you $1,260; they $2,000.');
    expect(contactNote('agreed', [], '  Dana, ext. 4410 ')).toBe(
      'Call with the companion: agreed on an amount, written agreement to follow. Dana, ext. 4410',
    );
    expect(contactNote('call_back', [], 'x'.repeat(2000))).toHaveLength(1000);
  });
});

describe('what listening hears', () => {
  it.each([
    ['You need to pay the full balance today', 'full_balance', null],
    ['we could settle this for $2,000', 'counter_offer', 2000],
    ['the best we can do is 2,400', 'counter_offer', 2400],
    ['we can take two thousand five hundred dollars', 'counter_offer', 2500],
    ['fifteen hundred would close it', 'counter_offer', 1500],
    ['so you can do 3k', 'counter_offer', 3000],
    ['I can offer 1500 dollars', 'my_offer', 1500],
    ["What's your routing number", 'bank_details', null],
    ['we can set up auto-pay for you', 'bank_details', null],
    ['we will have to sue you', 'threat', null],
    ['this goes on your credit report', 'threat', null],
    ["I'll transfer you to my supervisor", 'supervisor', null],
    ["we can't go any lower", 'cant_go_lower', null],
    ['this offer expires today', 'ends_today', null],
    ['okay, we accept that', 'agree', null],
    ['I have 2 kids and a job', null, null],
    ['how are you today', null, null],
  ])('"%s" reads as %s %s', (text, kind, amount) => {
    expect(hear(text)).toEqual({ kind, amount });
  });

  it('reads cents and refuses amounts that are not money', () => {
    expect(heardAmount('$1,234.56')).toBe(1234.56);
    expect(heardAmount('one or two things')).toBeNull();
    expect(heardAmount('$0')).toBeNull();
    expect(heardAmount('they want forty-two hundred dollars')).toBe(4200);
    expect(heardAmount('two thousand five hundred')).toBe(2500);
    expect(heardAmount('twenty five')).toBeNull();
  });
});
