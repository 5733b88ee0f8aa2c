import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and announces its error', () => {
    render(<TextField label="Monthly Income" type="number" error="Please fill in all fields" />);
    const input = screen.getByLabelText('Monthly Income');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please fill in all fields');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('keeps an invalid state its form gives without a message', () => {
    // The income modal marks -5 invalid with no message (spec section 5: min 0, no message).
    render(<TextField label="Monthly income" aria-invalid />);
    expect(screen.getByLabelText('Monthly income')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Email" type="email" hint="We never share it." />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it.');
  });

  it('accepts typing and can be disabled', async () => {
    const { rerender } = render(<TextField label="Phone" type="tel" />);
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    expect(screen.getByLabelText('Phone')).toHaveValue('555');
    rerender(<TextField label="Phone" type="tel" disabled />);
    expect(screen.getByLabelText('Phone')).toBeDisabled();
  });

  it('keeps its message and hint in place while a pointer is pressed, so nothing moves under it', () => {
    const { rerender } = render(<TextField label="Name" error="Name is required" />);
    fireEvent.pointerDown(document.body);
    // The field validated on blur while the press is on its way to a button below it.
    rerender(<TextField label="Name" hint="Checking..." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
    fireEvent.pointerUp(document.body);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Checking...');

    // Without a press, a change shows at once.
    rerender(<TextField label="Name" error="Name is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });
});
