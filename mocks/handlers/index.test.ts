import { describe, expect, it } from 'vitest';
import { type http } from 'msw';
import { CATALOGUE, signature } from '../../scripts/catalogue';
import { handlers, nonContractHandlers } from '.';
import { mockPath } from './route';

describe('mock handlers', () => {
  it('serve every endpoint of every contract exactly once', () => {
    const contractHandlers = handlers.filter((handler) => !nonContractHandlers.includes(handler));
    const served = contractHandlers.map((handler) => {
      const info = (handler as ReturnType<typeof http.get>).info;
      return `${String(info.method)} ${String(info.path)}`;
    });
    const expected = CATALOGUE.map(({ endpoint }) => `${endpoint.method} ${mockPath(endpoint)}`);
    expect([...served].sort()).toEqual([...expected].sort());
    expect(CATALOGUE.map(({ endpoint }) => signature(endpoint)).length).toBe(
      contractHandlers.length,
    );
  });
});
