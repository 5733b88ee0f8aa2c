import { describe, expect, it } from 'vitest';
import { welcomeHeading } from './portal-menu';

describe('the welcome heading', () => {
  it('says the first name when known, else the username, else User', () => {
    expect(welcomeHeading('demo@example.com', 'Dana')).toBe('Welcome Dana');
    expect(welcomeHeading('demo@example.com', null)).toBe('Welcome demo@example.com');
    expect(welcomeHeading('demo@example.com', '  ')).toBe('Welcome demo@example.com');
    expect(welcomeHeading('', undefined)).toBe('Welcome User');
  });
});
