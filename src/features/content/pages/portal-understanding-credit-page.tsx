import { NEGOTIATE_LINK, OPTIONS_LINK, PortalArticle } from './portal-article';

export default function PortalUnderstandingCreditPage() {
  return (
    <PortalArticle
      title="Understanding Credit"
      lead="What your credit score is made of, what settling your debts does to it, and how to rebuild it afterwards."
      back={OPTIONS_LINK}
      forward={NEGOTIATE_LINK}
      sections={[
        {
          title: 'Your reports and scores',
          content: (
            <p>
              Equifax, Experian and TransUnion each keep a credit report on you, and scores such as
              FICO and VantageScore (both from 300 to 850) are calculated from them. You can get all
              three reports free every week at AnnualCreditReport.com. Check them before you start
              and after each settlement.
            </p>
          ),
        },
        {
          title: 'What moves your score',
          content: (
            <ul>
              <li>Payment history, about 35%: paying on time, every time.</li>
              <li>
                Amounts owed, about 30%: mostly utilization, your card balances divided by your
                credit limits. Under 30% is good; under 10% is better.
              </li>
              <li>Length of credit history, about 15%.</li>
              <li>New credit, about 10%: recent applications and accounts.</li>
              <li>Credit mix, about 10%: cards, loans and other kinds of credit.</li>
            </ul>
          ),
        },
        {
          title: 'What settling does to your credit',
          content: (
            <>
              <p>
                Creditors rarely settle a debt that is up to date, so settlement usually follows
                missed payments. Each is reported once it is 30 days late, and after about 180 days
                a card is normally charged off. Your score drops most in these months.
              </p>
              <p>
                A settled account shows as &lsquo;settled&rsquo; or &lsquo;paid in full&rsquo; with
                a zero balance, which is better than an unpaid charge-off or collection. The late
                payments stay on your report for up to 7 years from the first missed payment, but
                they weigh less every year.
              </p>
            </>
          ),
        },
        {
          title: 'Taxes on forgiven debt',
          content: (
            <p>
              When a creditor forgives $600 or more, it usually sends you and the IRS a Form 1099-C,
              and the forgiven amount may count as income. If your debts were larger than your
              assets when the debt was forgiven (insolvency), you may exclude some or all of it with
              IRS Form 982. A tax professional can tell you what applies to you.
            </p>
          ),
        },
        {
          title: 'Rebuilding afterwards',
          content: (
            <ul>
              <li>Pay every remaining bill on time; set up automatic minimum payments.</li>
              <li>Keep balances low on the cards you still have.</li>
              <li>A secured card, used lightly and paid in full, adds new on-time history.</li>
              <li>
                Dispute any mistake on your reports with the bureau that shows it, such as a settled
                debt still shown with a balance.
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
