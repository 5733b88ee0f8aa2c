import { GET_STARTED, InfoPage } from './info-page';

export default function DebtSettlementCompaniesPage() {
  return (
    <InfoPage
      title="Debt Settlement Companies"
      lead="What settlement companies do, what they charge, and the risks to weigh before you sign up."
      back={{ to: '/understanding-options', label: 'Understanding Your Options' }}
      action={GET_STARTED}
      forward={{ to: '/timelines', label: 'Timelines' }}
      boxes={[
        {
          title: 'How they work',
          content: (
            <p>
              You enroll your unsecured debts and stop paying your creditors. Each month you deposit
              money into a dedicated account that you own but the company manages. When enough has
              built up for one debt, the company negotiates a settlement with that creditor and pays
              it from the account, then moves on to the next.
            </p>
          ),
        },
        {
          title: 'What they cost',
          content: (
            <>
              <p>
                Fees commonly run from 15% to 25% of the debt you enroll, or a share of the amount
                saved, on top of a monthly fee for the dedicated account.
              </p>
              <p>
                Under the Federal Trade Commission&apos;s Telemarketing Sales Rule, a company that
                sells its service by phone may not charge a fee before it has settled at least one
                of your debts and you have made a payment under that settlement.
              </p>
            </>
          ),
        },
        {
          title: 'The risks',
          content: (
            <ul>
              <li>
                Creditors do not have to settle, and some refuse to deal with settlement companies.
              </li>
              <li>
                While you save, late fees and interest keep growing, and your credit score falls.
              </li>
              <li>Collectors may keep calling, and a creditor may sue you for the balance.</li>
              <li>Forgiven debt may be taxable income.</li>
              <li>If you leave the program early, fees already paid are usually not returned.</li>
            </ul>
          ),
        },
        {
          title: 'Warning signs',
          content: (
            <ul>
              <li>A fee asked for before any debt is settled.</li>
              <li>A promise to settle for a set percentage or to stop all lawsuits.</li>
              <li>Advice to stop talking to your creditors without explaining the consequences.</li>
              <li>Pressure to sign up before you have read the contract.</li>
            </ul>
          ),
        },
        {
          title: 'Checking a company',
          content: (
            <p>
              Look the company up with your state attorney general and consumer protection office,
              and read complaints in the Consumer Financial Protection Bureau&apos;s complaint
              database. Many states require settlement companies to be licensed.
            </p>
          ),
        },
        {
          title: 'Doing it yourself',
          content: (
            <p>
              Everything a settlement company does, you can do: save, call, negotiate and get the
              agreement in writing. The product exists to make that easier, with a plan, practice,
              coaching and an agent who handles creditor contact, for a monthly subscription instead
              of a share of your debt.
            </p>
          ),
        },
      ]}
    />
  );
}
