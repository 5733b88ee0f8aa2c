import { CREDIT_LINK, OVERVIEW_LINK, PortalArticle } from './portal-article';

export default function PortalDebtOptionsPage() {
  return (
    <PortalArticle
      title="Your Debt Relief Options"
      lead="Negotiating yourself is one way out of debt. These are the others, how long each takes and what each costs you, so you can be sure you are on the right path."
      back={OVERVIEW_LINK}
      forward={CREDIT_LINK}
      sections={[
        {
          title: 'Credit counseling',
          content: (
            <>
              <p>
                A nonprofit credit counselor reviews your income, expenses and debts with you and
                helps you build a budget. A first session is usually free or low-cost. Look for an
                agency that belongs to the National Foundation for Credit Counseling (NFCC) or the
                Financial Counseling Association of America (FCAA).
              </p>
              <p>Counseling itself does not change what you owe; it is a starting point.</p>
            </>
          ),
        },
        {
          title: 'Debt management plan (3-5 years)',
          content: (
            <>
              <p>
                A credit counseling agency asks your card issuers for lower interest rates and
                waived fees, then you make one monthly payment to the agency, which pays each
                creditor. A plan usually lasts 3 to 5 years.
              </p>
              <ul>
                <li>You repay the full balance, only with less interest.</li>
                <li>The enrolled cards are normally closed.</li>
                <li>Expect a small set-up fee and a monthly fee, often capped by state law.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Debt settlement',
          content: (
            <>
              <p>
                You, or a company acting for you, offer the creditor a lump sum (or a few payments)
                that is less than the balance, and the creditor accepts it as settling the debt.
                Settlements commonly land between 30% and 60% below the balance.
              </p>
              <ul>
                <li>
                  Settlement companies charge fees of up to about 25% of the debt they settle. Under
                  the FTC&rsquo;s rules, a company that signs you up by phone may not charge a fee
                  for a debt before it has settled that debt and you have made a payment.
                </li>
                <li>
                  Creditors are not obliged to settle, and the missed payments while you save lower
                  your credit score.
                </li>
                <li>
                  Forgiven debt of $600 or more is usually reported to the IRS on Form 1099-C and
                  may count as taxable income.
                </li>
              </ul>
              <p>This is the path your Take action steps follow, without a company&rsquo;s fee.</p>
            </>
          ),
        },
        {
          title: 'Debt consolidation',
          content: (
            <>
              <p>
                You replace several debts with one: a personal loan or a balance-transfer card with
                a low or 0% introductory rate. One payment, and less interest if the new rate is
                lower.
              </p>
              <ul>
                <li>It needs a fair-to-good credit score to get a useful rate.</li>
                <li>Balance transfers usually cost a fee of 3% to 5% of the amount moved.</li>
                <li>The balance itself does not shrink; only the interest does.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Forbearance and hardship programs',
          content: (
            <p>
              A lender agrees to pause or reduce your payments for a while, typically after a job
              loss, illness or disaster. Interest usually keeps adding up, so the balance can grow.
              It is common for mortgages and student loans; card issuers offer similar short
              hardship programs if you ask.
            </p>
          ),
        },
        {
          title: 'Bankruptcy',
          content: (
            <>
              <p>A federal court process, best discussed with a bankruptcy attorney first.</p>
              <ul>
                <li>
                  Chapter 7 (liquidation) takes about 3-6 months. Most unsecured debts, such as
                  credit cards, are wiped out; property that is not exempt may be sold. You must
                  pass a means test on your income. It stays on your credit report for 10 years.
                </li>
                <li>
                  Chapter 13 (repayment plan) lasts 3-5 years. You keep your property and pay what
                  you can afford under a court-approved plan; what is left of eligible debt is
                  discharged at the end. It stays on your credit report for 7 years.
                </li>
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
