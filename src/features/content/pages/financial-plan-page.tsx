import { Link } from 'react-router-dom';
import { GET_STARTED, InfoPage } from './info-page';

export default function FinancialPlanPage() {
  return (
    <InfoPage
      title="Learn more about your financial plan"
      lead="Four steps turn your income, expenses and debts into a plan you can follow to the last payment."
      back={{ to: '/', label: 'Home' }}
      action={GET_STARTED}
      forward={{ to: '/training-preparation', label: 'Training & Preparation' }}
      boxes={[
        {
          title: 'Step 1 Assess your finances',
          content: (
            <p>
              Enter your monthly income and your basic expenses (housing, transport, food, school,
              personal, medical, utilities and other), then list each credit card or loan with its
              balance, minimum payment and credit limit. Your plan starts from the real numbers.
            </p>
          ),
        },
        {
          title: 'Step 2 Understand your net income',
          content: (
            <p>
              Your net income is what is left after expenses; after your minimum debt payments it
              shows whether you can keep up or are falling behind. That amount is what you can put
              toward settling your debts each month.
            </p>
          ),
        },
        {
          title: 'Step 3 Set a debt settlement goal',
          content: (
            <p>
              Your targeted savings are 45% of your total debt, and your net income tells you how
              many months it takes to get there. See what that work is worth per hour with the{' '}
              <Link to="/earnings-calculator">earnings calculator</Link>.
            </p>
          ),
        },
        {
          title: 'Step 4 Settle in for the long haul',
          content: (
            <p>
              Debts are settled one at a time, smallest balance first, each with its own timeline:
              update your contacts, give notice, negotiate twice if needed, then pay off. Staying
              with the plan month after month is what gets you to debt-free.
            </p>
          ),
        },
      ]}
    />
  );
}
