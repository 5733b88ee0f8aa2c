import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Address } from './address';

describe('Address', () => {
  it('offers a line break before the @ and each dot, and keeps the text whole', () => {
    const { container } = render(<Address>jordan.alexander@example.co.uk</Address>);
    expect(container).toHaveTextContent('jordan.alexander@example.co.uk');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
    expect(container.innerHTML).toContain('jordan<wbr>.alexander<wbr>@example<wbr>.co<wbr>.uk');
  });

  it('is the text of the element around it, which queries and names read whole', () => {
    const { getByText } = render(
      <dl>
        <dd>
          <Address>jordan.alexander@example.co.uk</Address>
        </dd>
      </dl>,
    );
    expect(getByText('jordan.alexander@example.co.uk', { selector: 'dd' })).toBeInTheDocument();
  });
});
