import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  PORTAL_FIRST_SCREEN,
  firstScreenGroup,
  takenByGroup,
} from '../../../scripts/build/first-screen-group';

const root = resolve(import.meta.dirname, '../../..');
const src = join(root, 'src');

/** A module graph of the given modules, each with the modules that import it dynamically. */
function graph(modules: Record<string, string[]>): Pick<Rolldown.ChunkingContext, 'getModuleInfo'> {
  return {
    getModuleInfo: (id) =>
      id in modules
        ? ({ id, dynamicImporters: modules[id], importers: [] } as unknown as Rolldown.ModuleInfo)
        : null,
  };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file an import specifier of `from` names (`@/…` is `src/…`), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  return file ?? null;
}

/** Every module of src/ that some module of src/ imports with `import('…')`. */
function lazilyImported(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) found.add(target);
    }
  }
  return [...found].sort();
}

describe("the portal's first-screen chunk group", () => {
  const id = (path: string) => join(src, path);

  it('takes the modules its pattern names and nothing a module imports dynamically', () => {
    const modules = graph({
      [id('app/portal/portal-menu.ts')]: [],
      [id('shared/ui/alert/alert.tsx')]: [],
      // A page matching the pattern, loaded lazily: it keeps its own chunk.
      [id('features/my-home/pages/first-run.ts')]: [id('features/my-home/pages/my-home-page.tsx')],
      [id('features/my-home/pages/my-home-page.tsx')]: [id('app/route-table.ts')],
    });
    const taken = (path: string) => takenByGroup(id(path), modules, PORTAL_FIRST_SCREEN);
    expect(taken('app/portal/portal-menu.ts')).toBe(true);
    expect(taken('shared/ui/alert/alert.tsx')).toBe(true);
    expect(taken('features/my-home/pages/first-run.ts')).toBe(false);
    expect(taken('features/my-home/pages/my-home-page.tsx')).toBe(false);

    const group = firstScreenGroup('portal', PORTAL_FIRST_SCREEN);
    expect(group.includeDependenciesRecursively).toBe(false);
    const name = group.name as Rolldown.CodeSplittingNameFunction;
    expect(name(id('app/portal/portal-menu.ts'), modules)).toBe('portal');
    expect(name(id('features/my-home/pages/first-run.ts'), modules)).toBeNull();
  });

  it("names no module the app loads lazily (a page, a layout, a modal's code)", () => {
    const lazy = lazilyImported();
    // The route table's pages and layouts and the lazily loaded parts are all found.
    expect(lazy.map((file) => relative(src, file))).toEqual(
      expect.arrayContaining([
        'features/my-home/pages/my-home-page.tsx',
        'app/portal/portal-layout.tsx',
      ]),
    );
    expect(lazy.filter((file) => PORTAL_FIRST_SCREEN.test(file.replaceAll('\\', '/')))).toEqual([]);
  });
});
