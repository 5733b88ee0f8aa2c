import { BRAND_NAME } from '@/shared/config/brand';
import { ButtonLink } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';

export default function AboutPage() {
  return (
    <Page
      title="About Us"
      lead={`${BRAND_NAME} helps people with credit-card debt settle it themselves, with real-time coaching, insider strategies and automated tools.`}
    >
      <h2>Our mission</h2>
      <p>
        Debt settlement works, but the companies that sell it take up to about 25% of your debt in
        fees for phone calls you can make yourself. Our mission is to give you the knowledge,
        practice and support to make those calls with confidence and keep what you save.
      </p>
      <h2>What we offer</h2>
      <ul>
        <li>A financial plan with targeted savings and a timeline for every debt.</li>
        <li>Negotiation training and practice simulators.</li>
        <li>
          Always-on agent support: creditor calls and emails intercepted, weekly summaries and
          urgent messages forwarded.
        </li>
        <li>Live voice coaching: an agent or AI whispers suggestions the creditor never hears.</li>
        <li>Account monitoring and an earnings calculator.</li>
      </ul>
      <p>
        We are not a debt settlement company and do not provide loans. We do not negotiate for you,
        give legal or financial advice, or guarantee results, and you remain responsible for your
        debts.
      </p>
      <ButtonLink to="/build-a-subscription" size="lg">
        Subscribe today
      </ButtonLink>
    </Page>
  );
}
