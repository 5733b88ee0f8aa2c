import { Fragment } from 'react';

/**
 * An email address that wraps at its @ and dots before anywhere else: a narrow column or a
 * phone shows 'very.long.name@' / 'example.com' rather than a word cut in two (issue 33
 * point 7). The parts are text of the element around it (no wrapper of its own), so the
 * address stays that element's text for its queries and its accessible name; that element's
 * `overflow-wrap` still breaks a part longer than the line, as a last resort.
 */
export function Address({ children: email }: { children: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
