import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPlanSelection, savePlanSelection } from '@/shared/session';
import { renderPage } from '../../../../tests/setup/render-page';
import BuildSubscriptionPage from './build-subscription-page';

const setup = () => {
  const user = userEvent.setup();
  renderPage(<BuildSubscriptionPage />, '/build-a-subscription');
  return user;
};
const total = () => screen.getByText('Monthly total').parentElement!;
const toggle = (name: RegExp) => screen.getByRole('switch', { name });

describe('the subscription builder', () => {
  it('shows three base plans with their prices in an open box and no features yet', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Choose your base plan' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('radio', { name: /The Basic\s*\$2\/month/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /The Upgrade\s*\$5\/month/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /The Works\s*\$10\/month/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add premium features' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('$0/month');
  });

  it.each([
    ['The Basic', [], '$2/month'],
    ['The Upgrade', ['Account monitoring', 'Communication intercept'], '$5/month'],
    [
      'The Works',
      ['Account monitoring', 'Communication intercept', 'Practice negotiations', 'Live assistance'],
      '$10/month',
    ],
  ])('choosing %s preselects its features and totals %s', async (plan, included, price) => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${plan}`) }));
    const panel = screen.getByRole('region', { name: 'Add premium features' });
    const on = within(panel)
      .getAllByRole('switch')
      .filter((item) => item.getAttribute('aria-checked') === 'true')
      .map((item) => item.getAttribute('id'));
    expect(on).toHaveLength(included.length);
    for (const name of included) expect(toggle(new RegExp(name))).toBeChecked();
    expect(total()).toHaveTextContent(price);
  });

  it('toggles features independently and keeps the total right', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /^The Works/ }));
    await user.click(toggle(/Live assistance/));
    expect(toggle(/Live assistance/)).not.toBeChecked();
    expect(toggle(/Practice negotiations/)).toBeChecked();
    expect(total()).toHaveTextContent('$7/month');
    await user.click(toggle(/Account monitoring/));
    expect(total()).toHaveTextContent('$6/month');
    await user.click(toggle(/Live assistance/));
    expect(total()).toHaveTextContent('$9/month');
  });

  it('says what the plan becomes at sign-up and what that bills (issue 33 point 2)', async () => {
    const user = setup();
    expect(screen.queryByTestId('plan-becomes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^The Works/ }));
    expect(total()).toHaveTextContent('$10/month');
    expect(screen.getByTestId('plan-becomes')).toHaveTextContent(
      /becomes your program: .*Debt Negotiation level 1 \(\$3\/month\), billed at \$8\/month/,
    );
    await user.click(toggle(/Live assistance/));
    expect(screen.getByTestId('plan-becomes')).toHaveTextContent('billed at $5/month');
  });

  it('drops the features toggled under one base plan when another is chosen', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /^The Basic/ }));
    await user.click(toggle(/Live assistance/));
    expect(total()).toHaveTextContent('$5/month');
    await user.click(screen.getByRole('radio', { name: /^The Upgrade/ }));
    expect(toggle(/Live assistance/)).not.toBeChecked();
    expect(toggle(/Account monitoring/)).toBeChecked();
    expect(total()).toHaveTextContent('$5/month');
    expect(readPlanSelection()?.premiumFeatures).toEqual(['monitoring', 'intercept']);
  });

  it('saves every change to session storage and to its own local-storage item', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /^The Upgrade/ }));
    await user.click(toggle(/Practice negotiations/));
    const saved = readPlanSelection();
    expect(saved?.basePlan).toBe('upgrade');
    expect(saved?.premiumFeatures).toEqual(['monitoring', 'intercept', 'practice']);
    expect(Date.parse(saved!.timestamp)).not.toBeNaN();
    const own = JSON.parse(localStorage.getItem('subscriptionBuilder')!) as typeof saved;
    expect(own?.premiumFeatures).toEqual(['monitoring', 'intercept', 'practice']);
  });

  it('refuses to continue without a base plan', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe now!' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select a base plan before continuing.',
    );
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^The Basic/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to sign-up with the plan saved', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /^The Basic/ }));
    await user.click(toggle(/Live assistance/));
    await user.click(screen.getByRole('button', { name: 'Subscribe now!' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/signup');
    expect(readPlanSelection()).toMatchObject({
      basePlan: 'basic',
      premiumFeatures: ['assistance'],
    });
  });

  it('goes to the interest form with the plan saved', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /^The Works/ }));
    await user.click(screen.getByRole('button', { name: 'Get notified at launch' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/interest');
    expect(readPlanSelection()?.basePlan).toBe('works');
  });

  it('restores an earlier selection', async () => {
    savePlanSelection('upgrade', ['monitoring']);
    setup();
    expect(await screen.findByRole('radio', { name: /^The Upgrade/ })).toBeChecked();
    expect(toggle(/Communication intercept/)).not.toBeChecked();
    expect(total()).toHaveTextContent('$3/month');
  });

  it('links to the calculator and home', () => {
    setup();
    expect(screen.getByRole('link', { name: /Earnings Calculator/ })).toHaveAttribute(
      'href',
      '/earnings-calculator',
    );
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
  });
});
