import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch label="Monitoring" checked={on} onCheckedChange={setOn} disabled={disabled} />;
}

describe('Switch', () => {
  it('toggles by click, Space and its label', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Monitoring' });
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Monitoring'));
    expect(control).toBeChecked();
  });

  it('does not toggle while disabled', async () => {
    render(<Harness disabled />);
    const control = screen.getByRole('switch', { name: 'Monitoring' });
    await userEvent.click(control);
    expect(control).not.toBeChecked();
  });
});
