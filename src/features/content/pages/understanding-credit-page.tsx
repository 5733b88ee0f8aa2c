import { GET_STARTED, InfoPage } from './info-page';

export default function UnderstandingCreditPage() {
  return (
    <InfoPage
      title="Understanding Credit"
      lead="How credit scores work, what moves them, and what settling a debt does to your credit report."
      back={{ to: '/', label: 'Home' }}
      action={GET_STARTED}
      forward={{ to: '/understanding-options', label: 'Understanding Your Options' }}
      boxes={[
        {
          title: 'What a credit score is',
          content: (
            <>
              <p>
                A credit score is a number that estimates how likely you are to repay what you
                borrow. Lenders, landlords and insurers use it to decide whether to offer you credit
                and at what price.
              </p>
              <p>
                The two common scoring models in the US, FICO and VantageScore, both run from 300 to
                850. Each of the three credit bureaus (Equifax, Experian and TransUnion) keeps its
                own report, so you have several scores and they rarely match exactly.
              </p>
            </>
          ),
        },
        {
          title: 'What goes into your score',
          content: (
            <>
              <p>FICO publishes the weight of each part of its score:</p>
              <ul>
                <li>Payment history, about 35%: whether you paid on time.</li>
                <li>Amounts owed, about 30%: mostly your credit utilization.</li>
                <li>Length of credit history, about 15%.</li>
                <li>New credit, about 10%: recent applications and new accounts.</li>
                <li>Credit mix, about 10%: cards, loans and other kinds of credit.</li>
              </ul>
            </>
          ),
        },
        {
          title: 'Credit utilization',
          content: (
            <>
              <p>
                Utilization is the share of your available revolving credit you are using: your
                total card balances divided by your total credit limits. Balances of $3,000 on
                limits of $10,000 are a 30% utilization.
              </p>
              <p>
                Lower is better. Keeping utilization under 30%, overall and on each card, is the
                usual advice; people with the highest scores tend to stay under 10%. Utilization has
                no memory: once balances fall, the score recovers with the next report.
              </p>
            </>
          ),
        },
        {
          title: 'Late payments and charge-offs',
          content: (
            <>
              <p>
                A payment is usually reported late once it is 30 days past due, and again at 60, 90
                and 120 days. After about 180 days without payment a card issuer normally charges
                the account off and may sell it to a collection agency.
              </p>
              <p>
                Late payments, charge-offs and collection accounts stay on your report for up to
                seven years from the first missed payment that led to them.
              </p>
            </>
          ),
        },
        {
          title: 'How a settlement shows on your report',
          content: (
            <>
              <p>
                A settled account is usually reported as &quot;settled for less than the full
                balance&quot;. That is better than an unpaid charge-off but worse than paid in full,
                so ask the creditor in writing to report it as &quot;Paid in Full&quot; or
                &quot;Settled in Full&quot;.
              </p>
              <p>
                Forgiven debt of $600 or more may be reported to the IRS on Form 1099-C and can
                count as taxable income unless an exception, such as insolvency, applies.
              </p>
            </>
          ),
        },
        {
          title: 'Checking your reports',
          content: (
            <p>
              You can get free reports from all three bureaus every week at AnnualCreditReport.com,
              the site authorised by federal law. Check that every account, balance and date is
              right and dispute mistakes with the bureau that reports them.
            </p>
          ),
        },
      ]}
    />
  );
}
