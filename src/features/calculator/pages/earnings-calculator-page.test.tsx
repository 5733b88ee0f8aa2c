import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/setup/render-page';
import EarningsCalculatorPage from './earnings-calculator-page';

async function fill(income: string, expenses: string, debt: string) {
  const user = userEvent.setup();
  renderPage(<EarningsCalculatorPage />, '/earnings-calculator');
  if (income) await user.type(screen.getByLabelText('Monthly Income'), income);
  if (expenses) await user.type(screen.getByLabelText('Monthly Expenses'), expenses);
  if (debt) await user.type(screen.getByLabelText('Total Debt'), debt);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  return user;
}

/** The value shown for a result, next to its term. */
const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the earnings calculator page', () => {
  it('shows targeted savings, hourly pay and the closest chief executive', async () => {
    await fill('5000', '3000', '20000');
    const results = screen.getByRole('region', { name: 'Your results' });
    expect(figure('Targeted savings')).toBe('$9,000');
    expect(figure('Your hourly pay')).toBe('$10,667');
    expect(results).toHaveTextContent(/the chief executive of a top-ten technology company earns/);
    expect(results).toHaveTextContent('$10,000 an hour, or $20,000,000 a year');
  });

  it('asks for all fields when one is empty', async () => {
    await fill('5000', '', '20000');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.queryByRole('region', { name: 'Your results' })).not.toBeInTheDocument();
  });

  it('needs income greater than expenses, and keeps what was typed', async () => {
    await fill('3000', '3000', '20000');
    expect(screen.getByRole('alert')).toHaveTextContent('Income must be greater than expenses');
    expect(screen.getByLabelText('Monthly Income')).toHaveValue(3000);
    expect(screen.getByLabelText('Total Debt')).toHaveValue(20000);
  });

  it('replaces an error with results once the input is fixed', async () => {
    const user = await fill('3000', '4000', '1000');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Monthly Expenses'));
    await user.type(screen.getByLabelText('Monthly Expenses'), '2000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your results' })).toHaveTextContent('$5,333');
  });

  it('explains a zero debt instead of dividing by zero', async () => {
    await fill('3000', '1000', '0');
    const results = screen.getByRole('region', { name: 'Your results' });
    expect(figure('Targeted savings')).toBe('$0');
    expect(figure('Your hourly pay')).toBe('$0');
    expect(results).toHaveTextContent('With no debt to settle there is nothing to save');
  });

  it('explains both results in tooltips', async () => {
    const user = await fill('5000', '3000', '20000');
    await user.hover(screen.getByRole('button', { name: 'More about Targeted savings' }));
    expect((await screen.findAllByText(/45% of your total debt/)).length).toBeGreaterThan(0);
    await user.unhover(screen.getByRole('button', { name: 'More about Targeted savings' }));
    await user.hover(screen.getByRole('button', { name: 'More about Your hourly pay' }));
    expect((await screen.findAllByText(/5 of every 12 months/)).length).toBeGreaterThan(0);
  });

  it('links back to agent support and on to the builder', () => {
    renderPage(<EarningsCalculatorPage />, '/earnings-calculator');
    const nav = screen.getByRole('navigation', { name: 'Page navigation' });
    expect(screen.getByRole('link', { name: /Agent Support/ })).toHaveAttribute(
      'href',
      '/agent-support',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
    expect(nav).toContainElement(screen.getByRole('link', { name: /Build your subscription/ }));
    expect(screen.getByRole('link', { name: /Build your subscription/ })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
  });
});
