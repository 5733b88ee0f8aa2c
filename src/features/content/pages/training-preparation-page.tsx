import { Page } from '@/shared/ui/page/page';
import { PageLinks } from '@/shared/ui/page-links/page-links';
import { GET_STARTED } from './info-page';
import styles from './training-preparation.module.css';

export default function TrainingPreparationPage() {
  return (
    <Page
      title="Training & Preparation"
      lead="Practise your negotiation before the call that counts."
    >
      <div className={styles.layout}>
        <div>
          <p>
            Our negotiation simulators put you on the phone with a virtual creditor that behaves
            like the real thing: it pushes back, makes counter-offers and asks for more than you
            planned to pay.
          </p>
          <p>
            Set the difficulty to match your confidence, from a cooperative representative to a
            tough collector, and raise it as you improve. After every session you get tips on what
            worked, what to say differently and how close you came to your settlement goal.
          </p>
          <p>
            Alongside the simulator, short lessons walk you through each step of your timeline:
            updating your contact details, giving notice, opening at 30-50% of the balance, getting
            every agreement in writing and asking for &quot;Paid in Full&quot; or &quot;Settled in
            Full&quot; reporting.
          </p>
        </div>
        <SimulatorIllustration />
      </div>
      <PageLinks
        back={{ to: '/financial-plan', label: 'Financial Plan' }}
        action={GET_STARTED}
        forward={{ to: '/agent-support', label: 'Agent Support' }}
      />
    </Page>
  );
}

/** A phone call with a difficulty slider and a tips card, drawn inline so it costs no request. */
function SimulatorIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 240 200"
      role="img"
      aria-label="A practice call on a phone with a difficulty slider and a card of tips"
    >
      <rect x="20" y="10" width="110" height="180" rx="16" fill="#0b5c4a" />
      <rect x="30" y="30" width="90" height="140" rx="6" fill="#e3f3ee" />
      <circle cx="75" cy="75" r="22" fill="#0b5c4a" />
      <path d="M66 70c3 8 8 13 16 16l5-5 8 4-3 8c-17 0-30-13-30-30l8-3 4 8z" fill="#fff" />
      <rect x="40" y="120" width="70" height="6" rx="3" fill="#cfd8e3" />
      <rect x="40" y="120" width="45" height="6" rx="3" fill="#f2b705" />
      <circle cx="85" cy="123" r="7" fill="#f2b705" />
      <rect x="140" y="60" width="90" height="90" rx="10" fill="#f5f7fa" stroke="#cfd8e3" />
      <rect x="152" y="76" width="60" height="8" rx="4" fill="#0b5c4a" />
      <rect x="152" y="96" width="66" height="6" rx="3" fill="#4a5a6c" />
      <rect x="152" y="110" width="54" height="6" rx="3" fill="#4a5a6c" />
      <rect x="152" y="124" width="60" height="6" rx="3" fill="#4a5a6c" />
    </svg>
  );
}
