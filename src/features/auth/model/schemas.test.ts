import { describe, expect, it } from 'vitest';
import { emailFromIdToken } from './id-token';
import {
  AccountStepSchema,
  AgreementStepSchema,
  LoginFormSchema,
  PersonalStepSchema,
  localToday,
} from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('sign-in form', () => {
  it('needs both a username or email and a password', () => {
    expect(messages(LoginFormSchema.safeParse({ username: ' ', password: '' }))).toEqual([
      'Please enter your username or email',
      'Please enter your password',
    ]);
    expect(LoginFormSchema.safeParse({ username: 'demo', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up account step', () => {
  const valid = { email: 'a@b.co', password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' };

  it('accepts a valid account', () => {
    expect(AccountStepSchema.safeParse(valid).success).toBe(true);
  });

  it('reports the missing password items after "Password must contain:"', () => {
    expect(
      messages(AccountStepSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' })),
    ).toEqual([
      'Password must contain: At least 8 characters, One capital letter, One number, One special character',
    ]);
  });

  it('reports passwords that do not match', () => {
    expect(
      messages(AccountStepSchema.safeParse({ ...valid, confirmPassword: 'Abcdefg1?' })),
    ).toEqual(['Passwords do not match']);
  });

  it('needs an email with one @ and a dot in the domain, without spaces', () => {
    expect(messages(AccountStepSchema.safeParse({ ...valid, email: '' }))).toContain(
      'Please enter your email address',
    );
    for (const email of ['a@b', 'a b@c.d', 'a@@b.c']) {
      expect(messages(AccountStepSchema.safeParse({ ...valid, email }))).toContain(
        'Please enter a valid email address',
      );
    }
  });
});

describe('sign-up personal and agreement steps', () => {
  it('requires first name, last name and date of birth', () => {
    expect(
      messages(PersonalStepSchema.safeParse({ firstName: '', lastName: ' ', dob: '' })),
    ).toEqual(['First name is required', 'Last name is required', 'Date of birth is required']);
  });

  it('says a name over the 100 characters the API keeps is too long', () => {
    const long = 'A'.repeat(101);
    expect(
      messages(
        PersonalStepSchema.safeParse({ firstName: long, lastName: long, dob: '1990-05-01' }),
      ),
    ).toEqual([
      'Please keep this to 100 characters or fewer',
      'Please keep this to 100 characters or fewer',
    ]);
  });

  it('refuses a date of birth today or later', () => {
    expect(
      messages(PersonalStepSchema.safeParse({ firstName: 'A', lastName: 'B', dob: localToday() })),
    ).toEqual(['Date of birth must be in the past']);
    expect(
      PersonalStepSchema.safeParse({ firstName: 'A', lastName: 'B', dob: '1990-05-01' }).success,
    ).toBe(true);
  });

  it('requires the agreement', () => {
    expect(messages(AgreementStepSchema.safeParse({ agreed: false }))).toEqual([
      'You must agree to the terms to continue',
    ]);
    expect(AgreementStepSchema.safeParse({ agreed: true }).success).toBe(true);
  });
});

describe('Google ID token', () => {
  const token = (claims: object) =>
    `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

  it('reads the email claim', () => {
    expect(emailFromIdToken(token({ email: 'jo@example.com', name: 'Jö' }))).toBe('jo@example.com');
  });

  it('gives null without an email or for a malformed token', () => {
    expect(emailFromIdToken(token({ sub: '1' }))).toBeNull();
    expect(emailFromIdToken('not-a-jwt')).toBeNull();
    expect(emailFromIdToken('a.%%%.b')).toBeNull();
  });
});
