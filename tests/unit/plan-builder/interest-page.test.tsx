import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { readPlanSelection, savePlanSelection } from '@/shared/session';
import InterestPage from '@/features/plan-builder/pages/interest-page';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { renderPage } from '../../setup/render-page';

/** Answers POST /api/interest in place of the mock backend and records each body it received. */
function interestEndpoint(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/interest', async ({ request }) => {
      bodies.push(await request.json());
      await delay(50);
      return status === 201
        ? HttpResponse.json({ success: true }, { status })
        : HttpResponse.json({ detail: 'Something went wrong' }, { status });
    }),
  );
  return bodies;
}

const setup = () => {
  const user = userEvent.setup();
  renderPage(<InterestPage />, '/interest');
  return user;
};
const emailField = () => screen.getByLabelText(/Email address/);
const continueButton = () => screen.getByRole('button', { name: /Continue|Submitting/ });
const noPlanDialog = () => screen.findByRole('dialog', { name: 'No Plan Selected' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('the interest page with a saved plan', () => {
  it('keeps Continue disabled until the email is valid', async () => {
    savePlanSelection('basic', []);
    const user = setup();
    expect(continueButton()).toBeDisabled();
    expect(emailField()).toBeRequired();
    await user.type(emailField(), 'jo@example');
    expect(continueButton()).toBeDisabled();
    await user.type(emailField(), '.com');
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an email address when the empty field is left', async () => {
    savePlanSelection('basic', []);
    const user = setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(emailField());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
  });

  it('says an address is not valid when the field is left, and drops the message once it is', async () => {
    savePlanSelection('basic', []);
    const user = setup();
    await user.type(emailField(), 'jo@example');
    // No message while typing a first time.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.type(emailField(), '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('jo@example.com');
  });

  it('shows the messages when Enter is pressed in the field, sending nothing', async () => {
    const bodies = interestEndpoint();
    savePlanSelection('basic', []);
    const user = setup();
    await user.type(emailField(), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await user.type(emailField(), 'jo@example{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailField()).toHaveValue('jo@example');
    expect(bodies).toHaveLength(0);
  });

  it('sends the email and the plan as JSON text, shows Submitting..., clears the plan and goes to coming soon', async () => {
    const bodies = interestEndpoint();
    const saved = savePlanSelection('upgrade', ['monitoring', 'intercept']);
    const user = setup();
    await user.type(emailField(), 'jo@example.com');
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    expect(bodies).toEqual([{ email: 'jo@example.com', plan: JSON.stringify(saved) }]);
    expect(readPlanSelection()).toBeNull();
  });

  it('sends on Enter in the field as well', async () => {
    const bodies = interestEndpoint();
    const saved = savePlanSelection('basic', []);
    const user = setup();
    await user.type(emailField(), ' jo@example.com {Enter}');
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    expect(bodies).toEqual([{ email: 'jo@example.com', plan: JSON.stringify(saved) }]);
  });

  it('is recorded by the mock backend', async () => {
    const saved = savePlanSelection('works', ['monitoring', 'intercept', 'practice', 'assistance']);
    const user = setup();
    await user.type(emailField(), 'mock@example.com');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    const record = db.interests.findFirst((q) => q.where({ email: 'mock@example.com' }));
    expect(record?.plan).toBe(JSON.stringify(saved));
  });

  it('treats a failed call as success and clears the plan', async () => {
    const bodies = interestEndpoint(500);
    savePlanSelection('basic', []);
    const user = setup();
    await user.type(emailField(), 'jo@example.com');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    expect(bodies).toHaveLength(1);
    expect(readPlanSelection()).toBeNull();
  });

  it('links to the terms and privacy texts and shows the two benefit cards', () => {
    savePlanSelection('basic', []);
    setup();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms-and-conditions#privacy',
    );
    expect(screen.getByRole('heading', { name: 'Track Progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expert Support' })).toBeInTheDocument();
  });
});

describe('the interest page without a saved plan', () => {
  it('opens the No Plan Selected modal on arrival', async () => {
    setup();
    const dialog = await noPlanDialog();
    expect(dialog).toHaveTextContent(
      'You must select a plan before continuing. Please go back and choose a subscription plan.',
    );
    expect(screen.getByRole('button', { name: 'Go to Plan Selection' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('Go to Plan Selection leads to the builder', async () => {
    const user = setup();
    await noPlanDialog();
    await user.click(screen.getByRole('button', { name: 'Go to Plan Selection' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/build-a-subscription');
  });

  it.each(['Cancel', 'Close'])('%s closes it, leaving the form', async (name) => {
    const user = setup();
    await noPlanDialog();
    await user.click(screen.getByRole('button', { name }));
    await closed();
    expect(emailField()).toBeVisible();
  });

  it('the backdrop closes it', async () => {
    const user = setup();
    await noPlanDialog();
    await user.click(screen.getByTestId('modal-backdrop'));
    await closed();
  });

  it('keeps Continue disabled with a valid email, and Enter opens the modal again instead of sending', async () => {
    const bodies = interestEndpoint();
    const user = setup();
    await noPlanDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    await user.type(emailField(), 'jo@example.com');
    expect(continueButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await noPlanDialog();
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(emailField()).toHaveValue('jo@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
