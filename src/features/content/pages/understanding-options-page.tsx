import { GET_STARTED, InfoPage } from './info-page';

export default function UnderstandingOptionsPage() {
  return (
    <InfoPage
      title="Understanding Your Options"
      lead="The main ways out of credit-card debt, how long each takes and what each costs you."
      back={{ to: '/understanding-credit', label: 'Understanding Credit' }}
      action={GET_STARTED}
      forward={{ to: '/debt-settlement-companies', label: 'Debt Settlement Companies' }}
      boxes={[
        {
          title: 'Credit counseling',
          content: (
            <p>
              A nonprofit credit counselor reviews your budget and debts with you, usually for free
              or a small fee, and explains your choices. Counseling alone does not change what you
              owe, but it is the first step to a debt management plan and is required before filing
              for bankruptcy.
            </p>
          ),
        },
        {
          title: 'Debt management plan (3-5 years)',
          content: (
            <p>
              A credit counseling agency arranges lower interest rates and waived fees with your
              card issuers, and you make one monthly payment to the agency, which pays your
              creditors. You repay the full balance over 3 to 5 years, and the enrolled cards are
              usually closed.
            </p>
          ),
        },
        {
          title: 'Debt settlement',
          content: (
            <>
              <p>
                You (or a company on your behalf) offer a creditor a lump sum or short payment plan
                for less than the balance. Settlement can reduce what you owe by 30-60%. Creditors
                usually settle only accounts that are already behind, so your credit takes a hit,
                and forgiven debt may be taxable.
              </p>
              <p>
                Doing it yourself avoids the fees of up to about 25% of your debt that settlement
                companies charge; it takes as long as saving each settlement amount takes.
              </p>
            </>
          ),
        },
        {
          title: 'Debt consolidation',
          content: (
            <p>
              You take a new loan or a balance-transfer card to pay off several debts and then repay
              one lender. It helps only if the new rate is lower and you stop adding to the old
              cards; it needs good enough credit to qualify, and it does not reduce the amount you
              owe.
            </p>
          ),
        },
        {
          title: 'Forbearance and hardship programs',
          content: (
            <p>
              Many card issuers offer short hardship programs, often 3 to 12 months, with a lower
              rate or smaller payments after a job loss, illness or other setback. Interest may keep
              building and the account may be frozen, so get the terms in writing.
            </p>
          ),
        },
        {
          title: 'Bankruptcy: Chapter 7 (3-6 months) and Chapter 13 (3-5 years)',
          content: (
            <>
              <p>
                Chapter 7 sells non-exempt property to pay creditors and wipes out most credit-card
                debt, usually within 3 to 6 months of filing. You must pass a means test, and it
                stays on your credit report for 10 years.
              </p>
              <p>
                Chapter 13 sets a court-approved repayment plan of 3 to 5 years and lets you keep
                your property; what remains of eligible debt is discharged at the end. It stays on
                your report for 7 years. Both need a court filing and usually a lawyer.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
