/** Any path the route table does not know (spec section 2): part of the app's first code, not lazy. */
import { Link } from 'react-router-dom';
import { Page } from '@/shared/ui/page/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" width="narrow">
      <p>
        We could not find the page you asked for. It may have moved, or the address may be wrong.
      </p>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </Page>
  );
}
