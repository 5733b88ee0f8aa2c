import { ButtonLink } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';

export default function ComingSoonPage() {
  return (
    <Page title="Coming Soon!" width="narrow">
      <p>
        Thank you for your interest. Our systems are not live yet: we will notify you by email as
        soon as they are.
      </p>
      <ul>
        <li>You get early access to the beta before the public launch.</li>
        <li>Your plan selection will be honoured at launch.</li>
      </ul>
      <ButtonLink to="/" size="lg">
        Back to Home
      </ButtonLink>
    </Page>
  );
}
