/** The practice tips link into How to negotiate: every section they name is there, by its id. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NEGOTIATE_SECTIONS } from '@/features/practice/model/tips';
import PortalHowToNegotiatePage from '@/features/content/pages/portal-how-to-negotiate-page';

describe('How to negotiate anchors', () => {
  it('has a section with the id and title of each part the practice tips link to', () => {
    const { container } = render(
      <MemoryRouter>
        <PortalHowToNegotiatePage />
      </MemoryRouter>,
    );
    for (const { id, title } of Object.values(NEGOTIATE_SECTIONS)) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      expect(section!.querySelector('h3')!.textContent).toBe(title);
      expect(container.querySelector(`a[href="#${id}"]`)).not.toBeNull();
    }
  });
});
