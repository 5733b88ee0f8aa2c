import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from './tooltip';

describe('InfoTooltip', () => {
  it('explains on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="About Targeted savings" content="45% of your total debt." />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'About Targeted savings' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('45% of your total debt.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
