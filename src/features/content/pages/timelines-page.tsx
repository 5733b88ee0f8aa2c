import { GET_STARTED, InfoPage } from './info-page';

export default function TimelinesPage() {
  return (
    <InfoPage
      title="Timelines"
      lead="What typically happens, and when, from the first missed payment to a settled debt."
      back={{ to: '/debt-settlement-companies', label: 'Debt Settlement Companies' }}
      action={GET_STARTED}
      forward={{ to: '/financial-plan', label: 'Your financial plan' }}
      boxes={[
        {
          title: 'Month 0: make your plan',
          content: (
            <p>
              List every debt with its balance, minimum payment and limit, and work out what you can
              save each month. Targeted savings of about 45% of your debt gives you a goal, and
              settling the smallest balance first gives you early wins.
            </p>
          ),
        },
        {
          title: '30 to 90 days past due',
          content: (
            <p>
              A missed payment is usually reported to the credit bureaus at 30 days past due, with
              late fees and often a penalty interest rate. Issuers call and write more often as the
              account reaches 60 and 90 days, and some start offering hardship programs.
            </p>
          ),
        },
        {
          title: 'Around 180 days: charge-off',
          content: (
            <p>
              After about six months without payment a card issuer normally charges the account off.
              The debt is still owed: the issuer may keep collecting, pass it to a collection agency
              or sell it to a debt buyer. Settlement offers are often the most flexible around and
              after this point.
            </p>
          ),
        },
        {
          title: 'Negotiating a settlement',
          content: (
            <p>
              Creditors rarely accept the first offer. Expect a first call to open the conversation
              and at least one follow-up; opening offers of 30-50% of the balance are common. Never
              pay until you have the agreement in writing.
            </p>
          ),
        },
        {
          title: 'Paying and closing out',
          content: (
            <p>
              Pay exactly as the written agreement says, keep proof of payment, and check your
              credit reports one to two months later to see that the account shows a zero balance.
              If more than $600 was forgiven, expect a Form 1099-C for your tax return.
            </p>
          ),
        },
        {
          title: 'Years later: what stays on your report',
          content: (
            <p>
              Late payments, charge-offs and settled accounts stay on your report for up to seven
              years from the first missed payment. Each state also sets a statute of limitations for
              lawsuits over a debt, commonly 3 to 6 years; a payment or a written promise can
              restart it in some states, so know your state&apos;s rule before you pay an old debt.
            </p>
          ),
        },
      ]}
    />
  );
}
