import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('shows whole US dollars', () => {
    render(<Money amount={12345.67} />);
    expect(screen.getByText('$12,346')).not.toHaveAttribute('data-negative');
  });

  it('marks negative amounts when asked', () => {
    render(<Money amount={-250} highlightNegative />);
    expect(screen.getByText('-$250')).toHaveAttribute('data-negative', 'true');
  });
});
