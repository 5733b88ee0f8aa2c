import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { readPlanSelection, savePlanSelection } from '@/shared/session';
import { InterestPage } from '@/features/plan-builder';
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
const continueButton = () => screen.getByRole('button', { name: /Continue|Submitting/ });

describe('the interest page', () => {
  it('asks for an email address when the field is empty', async () => {
    const bodies = interestEndpoint();
    const user = setup();
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(screen.getByLabelText(/Email address/)).toBeRequired();
    expect(bodies).toHaveLength(0);
  });

  it('refuses an address that does not look like one, keeping what was typed', async () => {
    const bodies = interestEndpoint();
    const user = setup();
    await user.type(screen.getByLabelText(/Email address/), 'jo@example');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('jo@example');
    expect(bodies).toHaveLength(0);
  });

  it('sends the email and the plan as JSON text, shows Submitting..., clears the plan and goes to coming soon', async () => {
    const bodies = interestEndpoint();
    const saved = savePlanSelection('upgrade', ['monitoring', 'intercept']);
    const user = setup();
    await user.type(screen.getByLabelText(/Email address/), 'jo@example.com');
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    expect(bodies).toEqual([{ email: 'jo@example.com', plan: JSON.stringify(saved) }]);
    expect(readPlanSelection()).toBeNull();
  });

  it('is recorded by the mock backend', async () => {
    const saved = savePlanSelection('works', ['monitoring', 'intercept', 'practice', 'assistance']);
    const user = setup();
    await user.type(screen.getByLabelText(/Email address/), 'mock@example.com');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    const record = db.interests.findFirst((q) => q.where({ email: 'mock@example.com' }));
    expect(record?.plan).toBe(JSON.stringify(saved));
  });

  it('treats a failed call as success', async () => {
    const bodies = interestEndpoint(500);
    savePlanSelection('basic', []);
    const user = setup();
    await user.type(screen.getByLabelText(/Email address/), 'jo@example.com');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/coming-soon');
    expect(bodies).toHaveLength(1);
    expect(readPlanSelection()).toBeNull();
  });

  describe('without a saved plan', () => {
    const openModal = async () => {
      const bodies = interestEndpoint();
      const user = setup();
      await user.type(screen.getByLabelText(/Email address/), 'jo@example.com');
      await user.click(continueButton());
      const dialog = await screen.findByRole('dialog', { name: 'No Plan Selected' });
      expect(dialog).toHaveTextContent(
        'You must select a plan before continuing. Please go back and choose a subscription plan.',
      );
      expect(bodies).toHaveLength(0);
      return user;
    };
    const closed = () =>
      waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    it('Go to Plan Selection leads to the builder', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('button', { name: 'Go to Plan Selection' }));
      expect(await screen.findByTestId('landed')).toHaveTextContent('/build-a-subscription');
    });

    it('Cancel closes it and keeps the email', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await closed();
      expect(screen.getByLabelText(/Email address/)).toHaveValue('jo@example.com');
    });

    it('the close button closes it', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await closed();
    });

    it('the backdrop closes it', async () => {
      const user = await openModal();
      await user.click(screen.getByTestId('modal-backdrop'));
      await closed();
    });
  });

  it('links to the terms and privacy texts and shows the two benefit cards', () => {
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
