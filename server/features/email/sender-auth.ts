/**
 * Whether an inbound email's sender is who its From header says, from the results a trusted
 * party gave: SendGrid's Inbound Parse checks SPF (of the envelope sender) and DKIM (per signing
 * domain) and posts them as the `SPF` and `dkim` fields. As in DMARC, a pass counts only for the
 * From address's domain (or a parent or child of it): a forger passes SPF and DKIM for a domain
 * of its own. Mail taken over SMTP, or posted raw, carries only headers its sender could write,
 * so its sender is unknown (null), never verified.
 */
export interface SenderAuthentication {
  /** true: a pass aligned with the From domain; false: none, and a check failed; null: unknown. */
  sender_verified: boolean | null;
  /** The results as the provider gave them, e.g. `SPF: pass; DKIM: {@citi.example : pass}`. */
  sender_auth?: string;
}

export const SENDER_UNKNOWN: SenderAuthentication = { sender_verified: null };

/** The lower-cased domain of `Name <address>` or a bare address; '' without one. */
export function domainOf(address: string): string {
  const bare = /<([^<>]*)>\s*$/.exec(address)?.[1] ?? address;
  const at = bare.lastIndexOf('@');
  return at < 0
    ? ''
    : bare
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Relaxed alignment: the same domain, or one a subdomain of the other. */
function aligned(domain: string, fromDomain: string): boolean {
  if (!domain || !fromDomain) return false;
  return (
    domain === fromDomain || domain.endsWith(`.${fromDomain}`) || fromDomain.endsWith(`.${domain}`)
  );
}

/** SendGrid's `dkim` field: `{@a.example : pass, @b.example : fail}`, or `none`. */
function dkimResults(dkim: string): { domain: string; result: string }[] {
  return [...dkim.matchAll(/@([^\s:,{}]+)\s*:\s*([a-z]+)/gi)].map((match) => ({
    domain: match[1]!.toLowerCase(),
    result: match[2]!.toLowerCase(),
  }));
}

const FAILED_SPF = new Set(['fail', 'softfail']);

export function sendGridAuthentication(fields: {
  spf: string | undefined;
  dkim: string | undefined;
  /** The envelope's sender (MAIL FROM), whose domain SPF checked. */
  envelopeFrom: string | undefined;
  /** The From header as stored. */
  from: string;
}): SenderAuthentication {
  const spfText = fields.spf?.trim() ?? '';
  const dkimText = fields.dkim?.trim() ?? '';
  if (!spfText && !dkimText) return SENDER_UNKNOWN;
  const fromDomain = domainOf(fields.from);
  const spf = spfText.split(/\s/)[0]!.toLowerCase();
  const dkim = dkimResults(dkimText);
  const passed =
    (spf === 'pass' && aligned(domainOf(fields.envelopeFrom ?? ''), fromDomain)) ||
    dkim.some(({ domain, result }) => result === 'pass' && aligned(domain, fromDomain));
  // A pass for some other domain is no proof of the From domain: the forger's own domain passes.
  const checked = FAILED_SPF.has(spf) || spf === 'pass' || dkim.length > 0;
  return {
    sender_verified: passed ? true : checked ? false : null,
    sender_auth: `SPF: ${spfText || 'none'}; DKIM: ${dkimText || 'none'}`.slice(0, 998),
  };
}
