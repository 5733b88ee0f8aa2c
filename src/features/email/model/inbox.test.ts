import { describe, expect, it } from 'vitest';
import { inboxAddress } from './inbox';

describe('inboxAddress', () => {
  it('uses the local part of the email and the suffix on the inbox domain', () => {
    expect(inboxAddress('Dana.Rivera@Example.com', '3F9A')).toEqual({
      email_address: 'dana.rivera.3f9a@inbox.selfsettle.example',
      username: 'dana.rivera.3f9a',
    });
  });

  it('keeps only letters, digits and single dots', () => {
    expect(inboxAddress('o+brien__jr@example.com', 'a1', 'mail.test').email_address).toBe(
      'o.brien.jr.a1@mail.test',
    );
    expect(inboxAddress('+++@example.com', 'b2').username).toBe('inbox.b2');
  });
});
