import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Modal } from './modal';

function Harness({
  dismissible = true,
  initialOpen = true,
}: {
  dismissible?: boolean;
  initialOpen?: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <p>{open ? 'open' : 'closed'}</p>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="No Plan Selected"
        description="You must select a plan before continuing."
        dismissible={dismissible}
        actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      />
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'No Plan Selected' });
    expect(dialog).toHaveAccessibleDescription('You must select a plan before continuing.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness initialOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes with Escape', async () => {
    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on the backdrop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape while not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
