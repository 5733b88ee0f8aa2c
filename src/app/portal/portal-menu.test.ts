import { describe, expect, it } from 'vitest';
import { welcomeHeading } from './portal-menu';

describe('the welcome heading', () => {
  it("says 'Welcome' plus the username, falling back to 'User' (spec section 3)", () => {
    expect(welcomeHeading('demo@example.com')).toBe('Welcome demo@example.com');
    expect(welcomeHeading('  ')).toBe('Welcome User');
    expect(welcomeHeading(undefined)).toBe('Welcome User');
  });
});
