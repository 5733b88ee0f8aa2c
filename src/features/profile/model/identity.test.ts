import { describe, expect, it } from 'vitest';
import { US_STATES, usStateName } from '@/shared/lib/us-state-names';
import { US_STATE_CODES } from '@/shared/lib/us-states';
import { UsStateSchema } from '../contract/identity';
import { mailingAddressLines, presentIdentity } from './identity';

describe('the US state list', () => {
  it('holds the 50 states and DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(usStateName('TX')).toBe('Texas');
  });

  it('accepts a state or DC and refuses a territory', () => {
    expect(UsStateSchema.safeParse('DC').success).toBe(true);
    expect(UsStateSchema.safeParse('WY').success).toBe(true);
    expect(UsStateSchema.safeParse('PR').success).toBe(false);
    expect(UsStateSchema.safeParse('tx').success).toBe(false);
  });
});

describe('presentIdentity', () => {
  it('answers every identity field, null when the stored profile has none', () => {
    expect(presentIdentity({ user_id: 'u1', state: 'TX', income: 100 } as never)).toEqual({
      user_id: 'u1',
      state: 'TX',
      full_name: null,
      address_line1: null,
      address_line2: null,
      city: null,
      postal_code: null,
    });
  });

  it("answers sign-up's first and last name until the user gives a full name", () => {
    const signup = { first_name: ' Dana ', last_name: 'Rivera' };
    expect(presentIdentity({ user_id: 'u1' }, signup).full_name).toBe('Dana Rivera');
    expect(presentIdentity({ user_id: 'u1', full_name: 'Dana M. Rivera' }, signup).full_name).toBe(
      'Dana M. Rivera',
    );
    expect(presentIdentity({ user_id: 'u1' }, null).full_name).toBeNull();
  });
});

describe('mailingAddressLines', () => {
  it('writes the lines of a complete address, without the second line when there is none', () => {
    expect(
      mailingAddressLines({
        full_name: 'Dana Rivera',
        address_line1: '1200 Elm Street',
        address_line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
      }),
    ).toEqual(['Dana Rivera', '1200 Elm Street', 'Austin, TX 78701']);
  });

  it('is null until the street, city, state and ZIP code are known', () => {
    expect(mailingAddressLines({ address_line1: '1200 Elm Street', city: 'Austin' })).toBeNull();
  });
});
