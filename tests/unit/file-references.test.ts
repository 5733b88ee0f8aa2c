/**
 * A comment or a document that names a file of the project by its path (`src/…`, `mocks/…`,
 * `server/…`, `tests/…`, `scripts/…`, `stories/…`, `eslint/…`, `docs/…`) names one that exists,
 * so a reader following it never meets a file that moved or went. Decisions (docs/decisions.md)
 * are history and may name what was then.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'mocks', 'server', 'tests', 'scripts', 'stories', 'eslint', 'docs'];
/** History, generated documents, and this file (its examples name a missing file on purpose). */
const SKIPPED = new Set([
  'docs/decisions.md',
  'docs/api.md',
  'docs/openapi.json',
  'tests/unit/file-references.test.ts',
]);
const PATH = /(?<![\w@./-])((?:src|mocks|server|tests|scripts|stories|eslint|docs)\/[\w./-]+)/g;
/** A line that is (or ends in) a comment, in code; every line of a document. */
const COMMENT = /\/\/|\/\*|^\s*\*/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|js|md|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Whether a named path is a file (with or without its ending) or a folder of the project. */
function exists(named: string): boolean {
  const path = named.replace(/[.,:;)]+$/, '').replace(/\/$/, '');
  return ['', '.ts', '.tsx', '.js'].some((ending) => existsSync(join(ROOT, path + ending)));
}

/** The project paths a file's comments (or, for a document, its text) name that do not exist. */
export function staleReferences(file: string, text: string): string[] {
  const document = file.endsWith('.md');
  return text.split('\n').flatMap((line, index) =>
    document || COMMENT.test(line)
      ? [...line.matchAll(PATH)]
          .map((match) => match[1]!)
          .filter((path) => !exists(path))
          .map((path) => `${file}:${index + 1}: ${path}`)
      : [],
  );
}

describe('file references', () => {
  it('finds a path that names no file, and passes one that does', () => {
    expect(staleReferences('a.ts', '// see src/shared/api/service.ts')).toEqual([]);
    expect(staleReferences('a.ts', ' * (src/features/calls/model/calls.ts)')).toEqual([]);
    expect(staleReferences('a.ts', '// mocks/handlers/route.ts builds it')).toEqual([
      'a.ts:1: mocks/handlers/route.ts',
    ]);
    // Code outside comments is not prose: an import's path is the compiler's to check.
    expect(staleReferences('a.ts', "import x from 'src/nowhere';")).toEqual([]);
  });

  it('names only files that exist, in every comment and document', () => {
    const stale = [...FOLDERS.flatMap(filesUnder), 'README.md']
      .filter((file) => !SKIPPED.has(file))
      .flatMap((file) => staleReferences(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(stale).toEqual([]);
  });
});
