import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/setup/render-page';
import HomePage from './home-page';

describe('the home page', () => {
  it('has the sections of the spec', () => {
    renderPage(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Take charge of your debt' }),
    ).toBeVisible();
    for (const name of ['Why SelfSettle?', 'What we provide', 'Us versus them', 'How it works']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('compares the two on the eight rows', () => {
    renderPage(<HomePage />);
    const table = screen.getByRole('table', { name: /compared with a debt settlement company/ });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual([
      'Cost',
      'Effort',
      'Time',
      'Credit score',
      'Financial plan',
      'Spam intercept',
      'Account monitoring',
      'Assisted negotiations',
    ]);
    expect(table).toHaveTextContent('Fees of up to about 25% of your total debt.');
  });

  it('explains the four steps in order', () => {
    renderPage(<HomePage />);
    const steps = screen.getByRole('heading', { name: 'How it works' }).parentElement!;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Plan', 'Train', 'Support', 'Achieve']);
  });

  it('sends its calls to action to the subscription builder', () => {
    renderPage(<HomePage />);
    for (const name of ['Build your subscription', 'Get Started']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/build-a-subscription');
    }
  });

  it('keeps the claims and the disclaimers', () => {
    renderPage(<HomePage />);
    expect(screen.getByText(/reduce what you owe by 30-60%/)).toBeInTheDocument();
    const disclaimer = screen.getByText(/is not a debt settlement company/);
    expect(disclaimer).toHaveTextContent('does not provide loans');
    expect(disclaimer).toHaveTextContent('guarantee');
    expect(disclaimer).toHaveTextContent('you remain responsible for your debts');
  });

  it('sets the tab title', () => {
    renderPage(<HomePage />);
    expect(document.title).toBe('Take charge of your debt | SelfSettle');
  });
});
