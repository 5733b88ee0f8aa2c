import { describe, expect, it } from 'vitest';
import { UpdateProfileIdentityBodySchema } from '../contract/identity';
import {
  identityBody,
  IdentityFormSchema,
  identityFormValues,
  NAME_REQUIRED,
  type IdentityFormValues,
} from './identity-form';

const filled: IdentityFormValues = {
  full_name: ' Dana Rivera ',
  address_line1: '1457 Oak Street',
  address_line2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78704',
};

const messages = (values: IdentityFormValues) => {
  const parsed = IdentityFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the name and mailing address form', () => {
  it('accepts a full address and sends it trimmed, an empty unit as null, as the API takes it', () => {
    expect(messages(filled)).toEqual({});
    const body = identityBody(filled);
    expect(body).toEqual({
      full_name: 'Dana Rivera',
      address_line1: '1457 Oak Street',
      address_line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
    });
    expect(UpdateProfileIdentityBodySchema.safeParse(body).success).toBe(true);
  });

  it('names each field that is missing or wrong', () => {
    expect(
      messages({
        full_name: ' ',
        address_line1: '',
        address_line2: '',
        city: '',
        state: '',
        postal_code: '787',
      }),
    ).toEqual({
      full_name: NAME_REQUIRED,
      address_line1: 'Enter the street address or PO box.',
      city: 'Enter the city.',
      state: 'Choose a US state or DC.',
      postal_code: 'Enter a ZIP code of five digits (or ZIP+4: 12345-6789).',
    });
  });

  it('starts from what is saved, the name being sign-up’s until given', () => {
    expect(
      identityFormValues({
        user_id: 'u1',
        state: 'TX',
        full_name: 'Dana Rivera',
        address_line1: null,
        address_line2: null,
        city: null,
        postal_code: null,
      }),
    ).toEqual({
      ...filled,
      full_name: 'Dana Rivera',
      address_line1: '',
      city: '',
      postal_code: '',
    });
    expect(identityFormValues(null).full_name).toBe('');
  });
});
