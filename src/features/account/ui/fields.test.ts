import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_REQUIRED } from '../model/messages';
import {
  ChangePasswordFormSchema,
  DeleteAccountFormSchema,
  ForgotPasswordFormSchema,
  ResetPasswordFormSchema,
} from './fields';

/** Each field's message, as react-hook-form's resolver shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success) return {};
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the account forms', () => {
  it('asks Forgot password for an address, then one in the right format', () => {
    expect(messages(ForgotPasswordFormSchema.safeParse({ email: '  ' }))).toEqual({
      email: 'Please enter your email address',
    });
    expect(messages(ForgotPasswordFormSchema.safeParse({ email: 'ann@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    // Spaces around a good address are left for the page to trim.
    expect(ForgotPasswordFormSchema.safeParse({ email: ' ann@example.com ' }).success).toBe(true);
  });

  it('checks a new password against the four rules before the confirmation', () => {
    expect(
      messages(ResetPasswordFormSchema.safeParse({ password: 'short', confirm: 'other' })),
    ).toEqual({
      password:
        'Password must contain: At least 8 characters, One capital letter, One number, One special character',
    });
    expect(
      messages(ResetPasswordFormSchema.safeParse({ password: 'Str0ng!pass', confirm: 'Str0ng' })),
    ).toEqual({ confirm: 'Passwords do not match' });
    expect(
      ResetPasswordFormSchema.safeParse({ password: 'Str0ng!pass', confirm: 'Str0ng!pass' })
        .success,
    ).toBe(true);
  });

  it('gives Change password every field’s message at once', () => {
    expect(
      messages(ChangePasswordFormSchema.safeParse({ current: '', password: '', confirm: '' })),
    ).toEqual({
      current: CURRENT_PASSWORD_REQUIRED,
      password:
        'Password must contain: At least 8 characters, One capital letter, One number, One special character',
    });
    expect(
      messages(
        ChangePasswordFormSchema.safeParse({
          current: 'old',
          password: 'Str0ng!pass',
          confirm: 'Str0ng!pas',
        }),
      ),
    ).toEqual({ confirm: 'Passwords do not match' });
  });

  it('asks Delete my account for the password', () => {
    expect(messages(DeleteAccountFormSchema.safeParse({ password: '' }))).toEqual({
      password: PASSWORD_REQUIRED,
    });
    expect(DeleteAccountFormSchema.safeParse({ password: ' ' }).success).toBe(true);
  });
});
