import { BRAND_NAME, SUPPORT_EMAIL } from '@/shared/config/brand';
import { Accordion } from '@/shared/ui/accordion/accordion';
import { Page } from '@/shared/ui/page/page';
import styles from './terms-and-conditions.module.css';

/**
 * What cancelling does, said once for the FAQ and section 7 alike, and what the product does
 * (docs/decisions.md EN-12, EN-17): where (spec section 1: in account settings), that billing
 * stops, that the service runs to the end of the month paid for, no refund, no undo.
 */
const CANCELLATION_RULE =
  'You may cancel at any time in your account settings (Account settings, Subscription). Cancelling stops billing: no further debit is taken. Cancellation takes effect at the end of the current month you have paid for, that is the end of your billing period (your next billing date), and your services continue until then. Months already paid are not refunded, and a cancellation cannot be undone: to continue afterwards you start a new subscription.';

const FAQ = [
  {
    q: `Is ${BRAND_NAME} a debt settlement company?`,
    a: `No. ${BRAND_NAME} is a self-service debt-elimination service. We give you a plan, training, coaching and tools; you negotiate with your creditors yourself. We do not provide loans.`,
  },
  {
    q: 'Will you negotiate with my creditors for me?',
    a: 'No. Our agents and AI coach you during your calls and handle creditor contact you choose to have intercepted, but every agreement is between you and your creditor.',
  },
  {
    q: 'Can you guarantee how much I will save?',
    a: 'No. Settlement results depend on each creditor, account and your own savings. We do not guarantee any result, and you remain responsible for your debts.',
  },
  {
    q: 'How much does it cost?',
    a: 'Pricing is usage-based: you choose a base plan and premium features in the subscription builder and pay monthly. Your fee is based on the highest subscription level you used in the past 30 days.',
  },
  {
    q: 'How do I pay?',
    a: 'By bank account only. Your subscription is billed monthly and renews automatically.',
  },
  {
    q: 'How do I cancel?',
    a: CANCELLATION_RULE,
  },
  {
    q: 'What happens to the creditor calls and emails you intercept?',
    a: 'They are monitored and summarised for you weekly, and anything urgent is forwarded to you. See Communications Monitoring below.',
  },
  {
    q: 'Do you give legal or financial advice?',
    a: 'No. Our content and coaching are educational. For legal or tax questions, such as bankruptcy or the tax on forgiven debt, speak to a licensed professional.',
  },
];

const TERMS = [
  {
    title: 'Introduction',
    text: `These terms govern your use of ${BRAND_NAME}'s website, portal and services. By creating an account or subscribing you agree to them.`,
  },
  {
    title: 'Nature of Services',
    text: `${BRAND_NAME} provides education, planning tools, negotiation training and practice, communication interception, account monitoring and real-time coaching. We are not a debt settlement company, do not provide loans, do not negotiate on your behalf and do not give legal or financial advice.`,
  },
  {
    title: 'Customer Responsibility',
    text: 'You remain responsible for your debts, for the decisions you make and for the agreements you reach with your creditors. You agree to give accurate information about your finances.',
  },
  {
    title: 'Communications Monitoring',
    text: 'If you choose communication interception, you authorise us to receive, store and summarise calls and emails from your creditors and to forward urgent messages to you. We use this content only to provide the service and keep it private.',
  },
  {
    title: 'AI Coaching',
    text: 'Coaching may be given by a human agent or by an AI system. Suggestions are guidance, not instructions; you decide what to say and agree to.',
  },
  {
    title: 'Payments',
    text: 'Subscriptions are billed monthly from a bank account; no other payment method is accepted. Your fee is based on the highest subscription level used in the past 30 days.',
  },
  {
    title: 'Subscription & Cancellation',
    text: `Subscriptions renew automatically each month. ${CANCELLATION_RULE}`,
  },
  {
    title: 'No Warranties',
    text: 'The services are provided as is. We do not guarantee that any creditor will settle, any amount you will save or any effect on your credit score.',
  },
  {
    title: 'Limitation of Liability',
    text: 'To the extent the law allows, our total liability to you is limited to the amount you paid us in the three months before the claim arose.',
  },
  {
    title: 'Governing Law',
    text: 'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules.',
  },
  {
    title: 'Contact Us',
    text: `Questions about these terms: write to ${SUPPORT_EMAIL}. We answer within 24 hours on business days.`,
  },
];

export default function TermsAndConditionsPage() {
  return (
    <Page
      title="Terms and Conditions"
      lead="Frequently asked questions first, then the full terms of service."
    >
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <Accordion
          headingLevel={3}
          items={FAQ.map((item) => ({ title: item.q, content: <p>{item.a}</p> }))}
        />
      </section>
      <section aria-labelledby="terms-title" className={styles.terms}>
        <h2 id="terms-title">Terms of Service</h2>
        <p className={styles.effective}>Effective date: December 2024</p>
        <ol className={styles.list}>
          {TERMS.map((term, index) => (
            <li
              key={term.title}
              id={term.title === 'Communications Monitoring' ? 'privacy' : undefined}
            >
              <h3>
                {index + 1}. {term.title}
              </h3>
              <p>{term.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
