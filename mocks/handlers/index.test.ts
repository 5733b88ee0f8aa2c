import { readdirSync } from 'node:fs';
import { getResponse, type http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, signature } from '../../scripts/catalogue';
import { handlers, mockPath, nonContractHandlers } from '.';

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

  it("leave the dev server's modules alone, though their folders are called api", async () => {
    const modules = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)api\/[^/]+\.tsx?$/.test(file))
      .map((file) => `http://localhost:5173/src/${file}`);
    expect(modules).toContain('http://localhost:5173/src/shared/api/index.ts');
    for (const url of modules) {
      expect(await getResponse(handlers, new Request(url)), url).toBeUndefined();
    }
    const unknown = await getResponse(handlers, new Request('http://localhost:5173/api/nowhere'));
    expect(unknown?.status).toBe(404);
  });
});
