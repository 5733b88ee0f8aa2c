/**
 * A US mailing address, as a letter's sender and recipient blocks print it: the profile keeps
 * the user's, a debt's details keep its collector's or creditor's. One schema and one way to
 * print the lines, so both blocks of a letter read alike (USPS Publication 28: the last line is
 * the city, the state's two-letter code and the ZIP code).
 */
import * as z from 'zod/mini';
import { US_STATE_CODES } from './us-states';

export const ZIP_MESSAGE = 'Enter a ZIP code of five digits (or ZIP+4: 12345-6789).';

/** A US ZIP code: 12345 or 12345-6789. */
export const ZipCodeSchema = z.string().check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, ZIP_MESSAGE));

const line = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

export const MailingAddressSchema = z.object({
  line1: line(120, 'Enter the street address or PO box.'),
  /** The apartment, suite or unit, when there is one. */
  line2: z.nullable(line(120, 'Enter the apartment, suite or unit.')),
  city: line(80, 'Enter the city.'),
  state: z.enum(US_STATE_CODES, 'Choose a US state or DC.'),
  postal_code: ZipCodeSchema,
});
export type MailingAddress = z.infer<typeof MailingAddressSchema>;

/** The address's lines: street, unit (when given), then 'City, ST 12345'. */
export function addressLines(address: {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
}): string[] {
  return [
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postal_code}`,
  ];
}
