/**
 * The deflection inbox a user gets when their program turns email deflection on (spec section
 * 2.3: inboxes are created when signing up for programs). Its address is made from the local
 * part of the user's email and a short random suffix, on the product's inbox domain.
 */
export const INBOX_DOMAIN = 'inbox.selfsettle.example';

/** `dana.rivera@example.com` + `3f9a` → `dana.rivera.3f9a@inbox.selfsettle.example`. */
export function inboxAddress(
  userEmail: string,
  suffix: string,
  domain: string = INBOX_DOMAIN,
): { email_address: string; username: string } {
  const local =
    userEmail
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '.')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.|\.$/g, '')
      .slice(0, 40) || 'inbox';
  const username = `${local}.${suffix.toLowerCase()}`;
  return { email_address: `${username}@${domain}`, username };
}
