import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@/shared/config/brand';
import { ButtonLink } from '@/shared/ui/button/button';
import { useDocumentTitle } from '@/shared/ui/page/page';
import { Banner } from './banner';
import { ComparisonTable } from './comparison-table';
import styles from './home.module.css';

const PROVIDED = [
  {
    title: 'A financial plan',
    text: 'Your income, expenses and debts turned into targeted savings and a timeline for every debt, smallest balance first.',
    to: '/financial-plan',
  },
  {
    title: 'Training and practice',
    text: 'Negotiation simulators with adjustable difficulty and tips after each session, so the real call feels familiar.',
    to: '/training-preparation',
  },
  {
    title: 'Always-on agent support',
    text: 'Creditor calls and emails intercepted, weekly summaries, and anything urgent forwarded to you.',
    to: '/agent-support',
  },
  {
    title: 'Live voice coaching',
    text: 'An agent or AI listens to your negotiation and whispers suggestions the creditor never hears.',
    to: '/agent-support',
  },
  {
    title: 'Account monitoring',
    text: 'Your accounts watched for changes in balances and status while you save.',
    to: '/build-a-subscription',
  },
  {
    title: 'An earnings calculator',
    text: 'See what every hour you spend settling your own debt is worth.',
    to: '/earnings-calculator',
  },
] as const;

const STEPS = [
  {
    title: 'Plan',
    text: 'Enter your income, expenses and debts. We set your targeted savings and the order to settle in.',
  },
  {
    title: 'Train',
    text: 'Learn how settlements work and rehearse with the negotiation simulator until you are ready.',
  },
  {
    title: 'Support',
    text: 'Your agent intercepts creditor contact and coaches you live while you negotiate.',
  },
  {
    title: 'Achieve',
    text: 'Settle each debt, get the agreement in writing and move on to the next one.',
  },
] as const;

/** `/`: the banner, why the product, what it provides, the comparison and how it works. */
export default function HomePage() {
  useDocumentTitle('Take charge of your debt');
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.heroTitle}>
            Take charge of your debt
          </h1>
          <Banner />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <h2 id="why-title">Why {BRAND_NAME}?</h2>
        <div className={styles.why}>
          <p>
            Debt settlement can reduce what you owe by 30-60%, but settlement companies charge fees
            of up to about 25% of your total debt for making the calls. {BRAND_NAME} gives you
            real-time coaching, insider strategies and automated tools so you can make those calls
            yourself and keep the difference.
          </p>
          <p>
            Unlike consolidation, you do not take on a new loan; unlike bankruptcy, there is no
            court case. You stay in control of every account and every agreement.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="provided-title">
        <h2 id="provided-title">What we provide</h2>
        <ul className={styles.grid}>
          {PROVIDED.map((item) => (
            <li key={item.title} className={styles.tile}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <Link to={item.to} className={styles.more}>
                Learn more
                <span className="visually-hidden"> about {item.title.toLowerCase()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="compare-title">
        <h2 id="compare-title">Us versus them</h2>
        <ComparisonTable />
        <div className={styles.cta}>
          <ButtonLink to="/build-a-subscription" size="lg">
            Build your subscription
          </ButtonLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.cta}>
          <ButtonLink to="/build-a-subscription" size="lg">
            Get Started
          </ButtonLink>
        </div>
      </section>

      <p className={styles.disclaimer}>
        {BRAND_NAME} is not a debt settlement company and does not provide loans. We do not
        negotiate for you, give legal or financial advice, or guarantee any result, and you remain
        responsible for your debts. Settlement results vary by creditor and account.
      </p>
    </div>
  );
}
