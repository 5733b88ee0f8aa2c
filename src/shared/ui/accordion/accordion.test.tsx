import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { title: 'Step 1', content: 'Assess' },
  { title: 'Step 2', content: 'Net income' },
  { title: 'Step 3', content: 'Goal' },
];

describe('Accordion', () => {
  it('holds one open item and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} onOpenChange={onOpenChange} />);
    const [first, second] = screen.getAllByRole('button');

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Assess')).toBeVisible();

    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls.map(([index]) => index)).toEqual([0, 1, null]);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Step 1' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Step 2' })).toHaveFocus();
  });

  it('can be controlled with an index or null', () => {
    const { rerender } = render(<Accordion items={items} openIndex={2} />);
    expect(screen.getByRole('button', { name: 'Step 3' })).toHaveAttribute('aria-expanded', 'true');
    rerender(<Accordion items={items} openIndex={null} />);
    expect(screen.getByRole('button', { name: 'Step 3' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
