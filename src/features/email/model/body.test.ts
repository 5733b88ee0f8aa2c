/**
 * @vitest-environment jsdom
 * The browser reads HTML with its own DOMParser, which these tests give the rule.
 */
import { describe, expect, it } from 'vitest';
import { emailBodySegments, emailBodyText, safeHref } from './body';

describe('safeHref', () => {
  it('keeps absolute http, https and mailto addresses only', () => {
    expect(safeHref('https://bank.example/offer')).toBe('https://bank.example/offer');
    expect(safeHref(' mailto:help@bank.example ')).toBe('mailto:help@bank.example');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JaVa\tScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('/relative/path')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe('emailBodySegments', () => {
  it('keeps plain text and its line breaks, and links its web addresses', () => {
    expect(emailBodySegments('Hello,\r\nsee https://bank.example/offer.\n\n\n\nThanks')).toEqual([
      { text: 'Hello,\nsee ' },
      { text: 'https://bank.example/offer', href: 'https://bank.example/offer' },
      { text: '.\n\nThanks' },
    ]);
  });

  it('shows the text of HTML without its markup, scripts or styles', () => {
    const segments = emailBodySegments(
      '<html><head><style>p{color:red}</style><title>T</title></head><body>' +
        '<p>Dear   customer,</p><script>alert("x")</script><div>Your <b>balance</b> is $1,850.<br>Pay soon.</div>' +
        '<img src="x" onerror="alert(1)" alt="Bank logo"></body></html>',
    );
    expect(segments).toEqual([
      { text: 'Dear customer,\n\nYour balance is $1,850.\nPay soon.\n\nBank logo' },
    ]);
  });

  it('keeps safe links and turns unsafe ones into their text', () => {
    const segments = emailBodySegments(
      '<p>Pay <a href="https://bank.example/pay">here</a> or <a href="javascript:alert(1)">there</a>' +
        ' or <a href="mailto:help@bank.example">write</a>.</p>',
    );
    expect(segments).toEqual([
      { text: 'Pay ' },
      { text: 'here', href: 'https://bank.example/pay' },
      { text: ' or there or ' },
      { text: 'write', href: 'mailto:help@bank.example' },
      { text: '.' },
    ]);
  });

  it('shows the real target of a link whose text is another web address', () => {
    const segments = emailBodySegments(
      '<p>Sign in at <a href="https://evil.example/login">https://www.mybank.example/login</a>,' +
        ' <a href="http://evil.example/">mybank.example</a> or' +
        ' <a href="https://www.mybank.example/help">mybank.example/help</a>.</p>',
    );
    expect(segments).toEqual([
      { text: 'Sign in at ' },
      { text: 'https://evil.example/login', href: 'https://evil.example/login' },
      { text: ', ' },
      { text: 'http://evil.example/', href: 'http://evil.example/' },
      { text: ' or ' },
      // The same site (with or without www) keeps its text.
      { text: 'mybank.example/help', href: 'https://www.mybank.example/help' },
      { text: '.' },
    ]);
  });

  it('keeps angle brackets that are not markup as text', () => {
    expect(emailBodySegments('Pay 2 < 3 and 5 > 4')).toEqual([{ text: 'Pay 2 < 3 and 5 > 4' }]);
  });
});

describe('emailBodyText', () => {
  it('gives the text the page shows, each link followed once by its safe address', () => {
    expect(
      emailBodyText(
        '<p>Pay <a href="https://bank.example/pay">here</a>, see https://bank.example/faq' +
          ' or <a href="https://bank.example/terms">https://bank.example/terms</a>.</p>' +
          '<p><a href="javascript:alert(1)">Unsubscribe</a> <a href="mailto:help@bank.example">help@bank.example</a></p>',
      ),
    ).toBe(
      'Pay here (https://bank.example/pay), see https://bank.example/faq or https://bank.example/terms.\n\nUnsubscribe help@bank.example',
    );
  });

  it('shows the real target of a link whose text names another site', () => {
    expect(emailBodyText('<a href="https://login.bank.invalid/x">www.bank.example</a>')).toBe(
      'https://login.bank.invalid/x',
    );
  });

  it('reads HTML with the reader it is given, and keeps text as text without one', () => {
    const reads: string[] = [];
    const reader = (html: string) => {
      reads.push(html);
      return new DOMParser().parseFromString(html, 'text/html').body;
    };
    expect(emailBodyText('<p>One</p><p>Two</p>', reader)).toBe('One\n\nTwo');
    expect(reads).toEqual(['<p>One</p><p>Two</p>']);
    expect(emailBodyText('<p>One</p>', null)).toBe('<p>One</p>');
  });
});
