import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/setup/render-page';
import { EditContactModal } from './edit-contact-modal';
import { EditIncomeModal } from './edit-income-modal';

const noop = () => undefined;

describe('the profile forms on react-hook-form with the contract schemas', () => {
  it('Edit Income: no message below zero, the contract maximum as a field message', async () => {
    const user = userEvent.setup();
    renderPage(<EditIncomeModal open onOpenChange={noop} userId="u1" income={4800} />);
    const input = await screen.findByLabelText('Monthly income');
    expect(input).toHaveValue(4800);
    await user.clear(input);
    await user.type(input, '-5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(input);
    await user.type(input, '100000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Amounts cannot be more than $100,000,000',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Edit phone: required, then the contract phone rule, in the spec words', async () => {
    const user = userEvent.setup();
    renderPage(<EditContactModal kind="phone" open onOpenChange={noop} userId="u1" value="" />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your phone number');
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter a phone number using digits, spaces, +, ( ) or -.',
      ),
    );
    expect(screen.getByLabelText(/Phone/)).toHaveValue('call me');
  });

  it('Edit email: a malformed address is refused with the spec words and kept', async () => {
    const user = userEvent.setup();
    renderPage(
      <EditContactModal kind="email" open onOpenChange={noop} userId="u1" value="a@example.com" />,
    );
    const input = await screen.findByLabelText(/Email/);
    await user.clear(input);
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(input).toHaveValue('not-an-address');
  });
});
