import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/setup/render-page';
import AboutPage from './about-page';
import AgentSupportPage from './agent-support-page';
import ComingSoonPage from './coming-soon-page';
import ContactUsPage from './contact-us-page';
import DebtSettlementCompaniesPage from './debt-settlement-companies-page';
import FinancialPlanPage from './financial-plan-page';
import TermsAndConditionsPage from './terms-and-conditions-page';
import TimelinesPage from './timelines-page';
import TrainingPreparationPage from './training-preparation-page';
import UnderstandingCreditPage from './understanding-credit-page';
import UnderstandingOptionsPage from './understanding-options-page';

/** The previous, call-to-action and next links at the foot of a page. */
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Page navigation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(/[←→]/g, '').trim(), link.getAttribute('href')]);

const EDUCATION: [string, ComponentType, string, string, string[]][] = [
  [
    '/understanding-credit',
    UnderstandingCreditPage,
    '/',
    '/understanding-options',
    ['Credit utilization'],
  ],
  [
    '/understanding-options',
    UnderstandingOptionsPage,
    '/understanding-credit',
    '/debt-settlement-companies',
    [
      'Credit counseling',
      'Debt management plan (3-5 years)',
      'Debt settlement',
      'Debt consolidation',
      'Forbearance and hardship programs',
      'Bankruptcy: Chapter 7 (3-6 months) and Chapter 13 (3-5 years)',
    ],
  ],
  [
    '/debt-settlement-companies',
    DebtSettlementCompaniesPage,
    '/understanding-options',
    '/timelines',
    ['What they cost'],
  ],
  ['/timelines', TimelinesPage, '/debt-settlement-companies', '/financial-plan', []],
];

describe.each(EDUCATION)('%s', (path, Page, back, forward, titles) => {
  it('opens one box at a time, and closes the open one when clicked', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, path);
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers.length).toBeGreaterThanOrEqual(4);
    await user.click(triggers[0]!);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(triggers[1]!);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(triggers[1]!);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('has its boxes and its previous/next links', () => {
    renderPage(<Page />, path);
    for (const title of titles)
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    const links = pageLinks();
    expect(links[0]?.[1]).toBe(back);
    expect(links.at(-1)?.[1]).toBe(forward);
    expect(links).toContainEqual(['Get Started', '/build-a-subscription']);
  });
});

describe('/financial-plan', () => {
  it('has the heading, the four steps and the links of the spec', async () => {
    const user = userEvent.setup();
    renderPage(<FinancialPlanPage />, '/financial-plan');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn more about your financial plan' }),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
    expect(steps).toEqual([
      'Step 1 Assess your finances',
      'Step 2 Understand your net income',
      'Step 3 Set a debt settlement goal',
      'Step 4 Settle in for the long haul',
    ]);
    await user.click(screen.getByRole('button', { name: 'Step 3 Set a debt settlement goal' }));
    expect(screen.getByRole('link', { name: 'earnings calculator' })).toHaveAttribute(
      'href',
      '/earnings-calculator',
    );
    await user.click(screen.getByRole('button', { name: 'Step 3 Set a debt settlement goal' }));
    expect(screen.queryByRole('link', { name: 'earnings calculator' })).not.toBeInTheDocument();
    expect(pageLinks()).toEqual([
      ['Home', '/'],
      ['Get Started', '/build-a-subscription'],
      ['Training & Preparation', '/training-preparation'],
    ]);
  });
});

describe('/training-preparation', () => {
  it('describes the simulators with an illustration and links', () => {
    renderPage(<TrainingPreparationPage />, '/training-preparation');
    expect(screen.getByText(/Set the difficulty/)).toBeInTheDocument();
    expect(screen.getByText(/After every session you get tips/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /practice call/ })).toBeInTheDocument();
    expect(pageLinks()).toEqual([
      ['Financial Plan', '/financial-plan'],
      ['Get Started', '/build-a-subscription'],
      ['Agent Support', '/agent-support'],
    ]);
  });
});

describe('/agent-support', () => {
  it('has the two boxes, one open at a time, and its links', async () => {
    const user = userEvent.setup();
    renderPage(<AgentSupportPage />, '/agent-support');
    const voice = screen.getByRole('button', { name: 'Voice coaching' });
    const interception = screen.getByRole('button', { name: 'Communication interception' });
    await user.click(voice);
    await user.click(interception);
    expect(voice).toHaveAttribute('aria-expanded', 'false');
    expect(interception).toHaveAttribute('aria-expanded', 'true');
    expect(pageLinks()).toEqual([
      ['Training & Preparation', '/training-preparation'],
      ['Get Started', '/build-a-subscription'],
      ['Calculate your earnings', '/earnings-calculator'],
    ]);
  });
});

describe('/coming-soon', () => {
  it('promises notification, early beta access and the plan honoured, with a way home', () => {
    renderPage(<ComingSoonPage />, '/coming-soon');
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByText(/notify you by email/)).toBeInTheDocument();
    expect(screen.getByText(/early access to the beta/)).toBeInTheDocument();
    expect(screen.getByText(/plan selection will be honoured at launch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('/terms-and-conditions', () => {
  it('sets the tab title, has 8 questions one open at a time, and terms 1-11', async () => {
    const user = userEvent.setup();
    renderPage(<TermsAndConditionsPage />, '/terms-and-conditions');
    expect(document.title).toBe('Terms and Conditions | SelfSettle');
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(8);
    await user.click(questions[0]!);
    await user.click(questions[7]!);
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([questions[7]]);
    const terms = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
      .filter((text) => /^\d+\./.test(text ?? ''));
    expect(terms).toEqual([
      '1. Introduction',
      '2. Nature of Services',
      '3. Customer Responsibility',
      '4. Communications Monitoring',
      '5. AI Coaching',
      '6. Payments',
      '7. Subscription & Cancellation',
      '8. No Warranties',
      '9. Limitation of Liability',
      '10. Governing Law',
      '11. Contact Us',
    ]);
    expect(screen.getByText('Effective date: December 2024')).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of Delaware/)).toBeInTheDocument();
  });
});

describe('/contact-us', () => {
  it('links the support email, promises a 24-hour answer and shows four topics', () => {
    renderPage(<ContactUsPage />, '/contact-us');
    expect(screen.getByRole('link', { name: 'support@selfsettle.example' })).toHaveAttribute(
      'href',
      'mailto:support@selfsettle.example',
    );
    expect(screen.getByText(/within 24 hours on business days/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General Questions',
      'Technical Support',
      'Billing & Payments',
      'Feedback & Success Stories',
    ]);
  });
});

describe('/about', () => {
  it('states the mission and services and links Subscribe today to the builder', () => {
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe today' })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
  });
});
