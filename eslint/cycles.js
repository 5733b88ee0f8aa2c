/**
 * `project/no-cycles`: no import cycle anywhere (issue 24, point 4). Two graphs are checked:
 *   - modules: a file that, through its imports, comes back to itself;
 *   - feature segments: `src/features/<name>/<segment>/…` count as one node each (a slice's
 *     `service/`, `model/`, `ui/`…), so `tradelines/service` → `timeline/service` →
 *     `tradelines/service` is a cycle even when no single file comes back to itself.
 * Among modules only imports that run count; among segments type-only imports count too. The
 * graph is read once per process from the files on disk with TypeScript's parser (comments and
 * strings do not count), from the project's source folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveTarget } from './boundaries.js';

const ROOTS = ['src', 'mocks', 'server', 'scripts', 'tests', 'stories', '.storybook'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SOURCE = /\.(tsx?|m?js)$/;

/** Every source file below the project's roots, relative and with `/`. */
function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  for (const dir of ROOTS) walk(dir);
  return files;
}

/** The project file an import names, or null (a package, or nothing there). */
export function resolveFile(specifier, fromRelative, exists) {
  const target = resolveTarget(specifier, fromRelative);
  if (!target) return null;
  const bare = target.replace(/\.(m?js)$/, '');
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => `${bare}${extension}`),
    ...EXTENSIONS.map((extension) => `${target}/index${extension}`),
  ];
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(candidate)) ?? null;
}

/**
 * The node a file belongs to in the segment graph: `src/features/<name>/<segment>`, or itself.
 * A test is a node of its own: nothing imports it, so what it imports (another slice's types
 * for its fixtures) is no dependency of the segment it sits in.
 */
export function segmentOf(file) {
  if (/\.test\.[^/]+$/.test(file)) return file;
  const match = /^src\/features\/([^/]+)\/([^/.]+)\//.exec(file);
  return match ? `src/features/${match[1]}/${match[2]}` : file;
}

/** The imports of a module's text: each specifier, and whether it brings in types only. */
export function importsOf(text, fileName = 'module.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const typeOnlyClause = (clause) =>
    clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly));
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = Boolean(node.importClause && typeOnlyClause(node.importClause));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        Boolean(
          node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly),
        );
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of `files`: for each file, the project files it imports. */
export function importGraph(files, read) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, typeOnly } of importsOf(read(file), file)) {
      const target = resolveFile(specifier, file, (candidate) => known.has(candidate));
      if (target && target !== file) edges.push({ specifier, target, typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** A path of nodes from `start` to `goal` following `next`, or null. */
function pathBetween(start, goal, next) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const nodes = [];
      for (let at = node; at !== null; at = parent.get(at)) nodes.unshift(at);
      return nodes;
    }
    for (const following of next(node)) {
      if (!parent.has(following)) {
        parent.set(following, node);
        queue.push(following);
      }
    }
  }
  return null;
}

/**
 * The cycle an import of `file` closes, as a list of nodes from the file back to it, or null:
 * first among modules (imports that run: a type-only import vanishes from the built code, so
 * `a` lazily loading `b` that names a type of `a` is no cycle), then among feature segments,
 * where every import counts (a cycle of types between two slices is a cycle of design).
 */
export function cycleThrough(graph, file, target) {
  const runtime = (node) =>
    (graph.get(node) ?? []).filter((edge) => !edge.typeOnly).map((edge) => edge.target);
  const typeOnly = (graph.get(file) ?? []).every((edge) => edge.target !== target || edge.typeOnly);
  const modules = typeOnly ? null : pathBetween(target, file, runtime);
  if (modules) return [file, ...modules];
  const from = segmentOf(file);
  const to = segmentOf(target);
  // Between segments: an import from one feature segment into another.
  if (from === to || from === file || to === target) return null;
  const segments = segmentEdges(graph);
  const between = pathBetween(to, from, (node) => segments.get(node) ?? []);
  return between ? [from, ...between] : null;
}

const segmentCache = new WeakMap();
function segmentEdges(graph) {
  let edges = segmentCache.get(graph);
  if (edges) return edges;
  edges = new Map();
  for (const [file, imports] of graph) {
    const from = segmentOf(file);
    const targets = edges.get(from) ?? new Set();
    for (const { target } of imports) {
      const to = segmentOf(target);
      if (to !== from) targets.add(to);
    }
    edges.set(from, targets);
  }
  segmentCache.set(graph, edges);
  return edges;
}

let cached = null;
function projectGraph(root) {
  if (cached?.root !== root) {
    const files = sourceFiles(root);
    cached = {
      root,
      graph: importGraph(files, (file) => fs.readFileSync(path.join(root, file), 'utf8')),
    };
  }
  return cached.graph;
}

export const noCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles between modules and between feature segments.' },
    schema: [],
    messages: { cycle: 'Import of "{{specifier}}" closes an import cycle: {{cycle}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!ROOTS.some((dir) => file.startsWith(`${dir}/`))) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const graph = projectGraph(root);
      const known = (candidate) => graph.has(candidate);
      const target = resolveFile(source.value, file, known);
      if (!target) return;
      const cycle = cycleThrough(graph, file, target);
      if (cycle) {
        context.report({
          node,
          messageId: 'cycle',
          data: { specifier: source.value, cycle: cycle.join(' → ') },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
