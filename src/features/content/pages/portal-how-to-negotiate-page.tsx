import { CREDIT_LINK, OVERVIEW_LINK, PortalArticle } from './portal-article';

export default function PortalHowToNegotiatePage() {
  return (
    <PortalArticle
      title="How to Negotiate"
      lead="What to prepare, what to say and what to get before you pay, for each negotiation call on your timeline."
      back={CREDIT_LINK}
      forward={OVERVIEW_LINK}
      sections={[
        {
          title: 'Before the call',
          // Linked from the practice tips (src/features/practice/model/tips.ts).
          id: 'before-the-call',
          content: (
            <ul>
              <li>
                Know the current balance and who owns the debt now: the card issuer or a collector.
              </li>
              <li>
                Decide the most you can pay, as a lump sum or in a few payments, from what you have
                saved. Never promise more.
              </li>
              <li>
                Write down, in two sentences, the hardship that makes full payment impossible.
              </li>
              <li>
                Have a pen ready: note the date, the name of the person and any reference number.
              </li>
            </ul>
          ),
        },
        {
          title: 'Make your offer',
          // Linked from the practice tips (src/features/practice/model/tips.ts).
          id: 'make-your-offer',
          content: (
            <>
              <p>
                Open at 30-50% of the balance. The first answer is often no; that is normal. Raise
                your offer in small steps and stop at the limit you set before the call.
              </p>
              <p>
                Ask for the settlement or recovery department if the first person cannot agree to a
                settlement. Stay calm and polite, and feel free to end the call and try again
                another day.
              </p>
            </>
          ),
        },
        {
          title: 'Get everything in writing',
          // Linked from the practice tips (src/features/practice/model/tips.ts).
          id: 'get-everything-in-writing',
          content: (
            <>
              <p>Do not pay until you have a written agreement that states:</p>
              <ul>
                <li>the amount and the due date of each payment;</li>
                <li>
                  that this amount settles the account in full, with nothing left to collect or
                  sell;
                </li>
                <li>
                  how the account will be reported: ask for &lsquo;Paid in Full&rsquo; or
                  &lsquo;Settled in Full&rsquo; with a zero balance.
                </li>
              </ul>
            </>
          ),
        },
        {
          title: 'Pay safely',
          // Linked from the practice tips (src/features/practice/model/tips.ts).
          id: 'pay-safely',
          content: (
            <ul>
              <li>
                Do not give a collector ongoing access to your bank account. Pay each installment
                yourself, by a method you control and can trace.
              </li>
              <li>Keep the agreement, the proof of every payment and your call notes.</li>
              <li>After the last payment, check your credit reports show the agreed status.</li>
            </ul>
          ),
        },
        {
          title: 'Know your rights',
          // Linked from the practice tips (src/features/practice/model/tips.ts).
          id: 'know-your-rights',
          content: (
            <ul>
              <li>
                Under the Fair Debt Collection Practices Act, collectors may not harass you,
                threaten you or lie about what you owe.
              </li>
              <li>
                Within 30 days of a collector&rsquo;s first notice, you can ask in writing for
                validation of the debt.
              </li>
              <li>
                Old debts may be past your state&rsquo;s statute of limitations; in some states a
                payment or a written promise to pay restarts it, so check before you offer anything
                on a very old debt.
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
