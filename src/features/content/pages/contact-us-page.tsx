import { SUPPORT_EMAIL } from '@/shared/config/brand';
import { Card } from '@/shared/ui/card/card';
import { Page } from '@/shared/ui/page/page';
import styles from './contact-us.module.css';

const TOPICS = [
  {
    title: 'General Questions',
    text: 'How the product works, which plan fits you, and what to expect from settling your own debts.',
  },
  {
    title: 'Technical Support',
    text: 'Trouble signing in, connecting your email or using the portal and simulators.',
  },
  {
    title: 'Billing & Payments',
    text: 'Your monthly fee, bank-account payments, changing your plan or cancelling.',
  },
  {
    title: 'Feedback & Success Stories',
    text: 'Tell us what to improve, or share a settlement you are proud of.',
  },
];

export default function ContactUsPage() {
  return (
    <Page title="Contact Us" lead="We are here to help.">
      <p className={styles.email}>
        Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We respond within 24
        hours on business days.
      </p>
      <div className={styles.topics}>
        {TOPICS.map((topic) => (
          <Card key={topic.title} title={topic.title}>
            <p>{topic.text}</p>
          </Card>
        ))}
      </div>
    </Page>
  );
}
