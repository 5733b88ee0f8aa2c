import { describe, expect, it } from 'vitest';
import { interestEmailError } from './interest';

describe('interestEmailError', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(interestEmailError('')).toBe('Please enter your email address');
    expect(interestEmailError('   ')).toBe('Please enter your email address');
  });

  it.each([
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'a@b',
    'a b@example.com',
    '@example.com',
    'a@.',
  ])('refuses %s', (email) => {
    expect(interestEmailError(email)).toBe('Please enter a valid email address');
  });

  it.each(['jo@example.com', 'jo.smith+debt@mail.example.co.uk', ' jo@example.com '])(
    'accepts %s',
    (email) => {
      expect(interestEmailError(email)).toBeNull();
    },
  );
});
