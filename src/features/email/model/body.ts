/**
 * Email bodies come from anyone who writes to the deflection inbox, so they are untrusted. They
 * are turned into plain text with links: HTML is read in an inert document (no scripts run, no
 * images load), its text kept and its markup dropped; a link survives only with an http, https
 * or mailto address, and a link whose text is another site's address shows its real target.
 * Nothing of the body ever reaches the page as markup.
 */
export interface BodySegment {
  text: string;
  /** Present only on a link whose address is safe to open. */
  href?: string;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
const URL_IN_TEXT = /\b(?:https?:\/\/|mailto:)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi;
/** Elements whose content is never text for a reader. */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'textarea',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'dt',
  'dd',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

/** The address of a link if it is absolute and http, https or mailto; otherwise null. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A link text that is itself a web address (`https://bank.example/x`, `www.bank.example`). */
const ADDRESS_TEXT = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

function siteOf(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * What a link shows: its own text, unless that text is a web address of another site than the
 * link opens (a classic phishing mask), in which case the real target is shown instead.
 */
function linkText(text: string, href: string): string {
  if (!ADDRESS_TEXT.test(text)) return text;
  try {
    const claimed = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    const target = new URL(href);
    return siteOf(claimed.hostname) === siteOf(target.hostname) ? text : href;
  } catch {
    return href;
  }
}

/** Splits plain text into text and link segments for the web and mail addresses it names. */
function linkify(text: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = safeHref(match[0]);
    if (!href) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[0], href });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

function walk(node: Node, out: BodySegment[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.push({ text: (child.textContent ?? '').replace(/\s+/g, ' ') });
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') {
      out.push({ text: '\n' });
    } else if (tag === 'a') {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const href = safeHref(element.getAttribute('href'));
      if (text) out.push(href ? { text: linkText(text, href), href } : { text });
    } else if (tag === 'img') {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) out.push({ text: alt });
    } else {
      const block = BLOCKS.has(tag);
      if (block) out.push({ text: '\n\n' });
      walk(element, out);
      if (block) out.push({ text: '\n\n' });
    }
  }
}

/** Joins neighbouring text, tidies blank lines and spaces, and drops what is left empty. */
function tidy(segments: readonly BodySegment[]): BodySegment[] {
  const merged: BodySegment[] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    if (previous && !previous.href && !segment.href) previous.text += segment.text;
    else merged.push({ ...segment });
  }
  for (const segment of merged) {
    if (segment.href) continue;
    segment.text = segment.text
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/[ \t]{2,}/g, ' ');
  }
  const first = merged[0];
  if (first && !first.href) first.text = first.text.trimStart();
  const last = merged.at(-1);
  if (last && !last.href) last.text = last.text.trimEnd();
  return merged.filter((segment) => segment.text !== '');
}

/**
 * Reads HTML into an inert document and answers its body: the browser's DOMParser here; the
 * server gives its own (`server/features/email/raw-mail.ts`), so mail parsed there follows the
 * same rules.
 */
export type HtmlReader = (html: string) => Node | null;

// DOMParser builds a document without a browsing context: scripts never run there and nothing
// (images, styles) is fetched, so reading it is safe.
const browserReader: HtmlReader | null =
  typeof DOMParser === 'undefined'
    ? null
    : (html) => new DOMParser().parseFromString(html, 'text/html').body;

/** The body as text and safe links, ready to render as text nodes and anchors. */
export function emailBodySegments(
  content: string,
  readHtml: HtmlReader | null = browserReader,
): BodySegment[] {
  const body = LOOKS_LIKE_HTML.test(content) && readHtml ? readHtml(content) : null;
  if (body) {
    const raw: BodySegment[] = [];
    walk(body, raw);
    return tidy(raw.flatMap((segment) => (segment.href ? [segment] : linkify(segment.text))));
  }
  return tidy(linkify(content.replace(/\r\n?/g, '\n')));
}

/**
 * An HTML body as the plain text the page would show: its segments joined, a link as its text
 * followed by its address in parentheses (once, when the text is the address), so the page
 * turns the address back into the same safe link.
 */
export function emailBodyText(html: string, readHtml: HtmlReader | null = browserReader): string {
  return emailBodySegments(html, readHtml)
    .map(({ text, href }) => {
      if (!href) return text;
      const bare = (address: string) =>
        address
          .replace(/^mailto:/i, '')
          .replace(/\/$/, '')
          .toLowerCase();
      return bare(text) === bare(href) ? text : `${text} (${href})`;
    })
    .join('');
}
