/**
 * The import boundaries of DESIGN.md section 4, as one ESLint rule:
 *   app → features (their indexes, and their pages for the route table) → shared;
 *   every route's page is in its feature's `pages/` segment (docs/decisions.md FN-24): the page
 *   and the parts only it composes, with a default export; only the app (its route table) loads
 *   one, so no index and no other feature ever reaches a page, and a page may compose other
 *   features through their indexes without closing a cycle through them;
 *   a feature reaches another feature only through its index;
 *   contract.ts and model/ stay pure (no React, no UI);
 *   service/ (the application services both backends run) imports contracts, models, records
 *   and services only, never UI, mocks or the server; another feature's service only through
 *   its public face (`@/features/<name>/service`, its `service/index.ts`);
 *   records.ts (what both backends store) imports contracts and records only;
 *   src/backend (the request pipeline and the service table) is backend code like mocks and
 *   server, and only they import it;
 *   mocks and server import features' contract.ts, model/, records.ts and service/ only, never UI;
 *   the server never imports mocks (the demo seed is tooling in scripts/seed).
 * Paths are resolved from the `@/` alias and relative specifiers, so no resolver is needed.
 */
import path from 'node:path';

const FEATURE = /^src\/features\/([^/]+)(?:\/(.*))?$/;

/** Where a project file sits: its layer, and for features the slice and segment. */
export function classify(relative) {
  const file = relative.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
  if (file === 'src/main' || file.startsWith('src/app/')) return { layer: 'app' };
  if (file.startsWith('src/backend/')) return { layer: 'backend' };
  if (file.startsWith('src/shared/'))
    return { layer: 'shared', rest: file.slice('src/shared/'.length) };
  const feature = FEATURE.exec(file);
  if (feature) {
    const rest = feature[2] ?? '';
    const segment = rest === '' || rest === 'index' ? 'index' : rest.split('/')[0];
    return { layer: 'feature', feature: feature[1], segment, rest };
  }
  if (file === 'src/features') return { layer: 'feature-root' };
  if (file.startsWith('mocks/')) return { layer: 'mocks', rest: file.slice('mocks/'.length) };
  if (file.startsWith('server/')) return { layer: 'server' };
  return { layer: 'other' };
}

/** Resolves an import specifier to a project-relative path, or null for a package. */
export function resolveTarget(specifier, fromRelative) {
  if (specifier.startsWith('@/')) return path.posix.normalize(`src/${specifier.slice(2)}`);
  if (specifier.startsWith('.')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRelative), specifier));
  }
  return null;
}

const PURE_SEGMENTS = new Set(['contract', 'model']);
/** What mocks, the server and services may import of a feature. */
const BACKEND_SEGMENTS = new Set(['contract', 'model', 'records', 'service']);
const UI_PACKAGES =
  /^(react|react-dom|react-router-dom|@tanstack\/react-query|react-hook-form|radix-ui|sonner)(\/|$)/;
/**
 * The adapters' packages: the shared code both backends run (contracts, models, services) works
 * through the storage port and the pipeline, and names none of them (DESIGN.md section 11).
 */
const ADAPTER_PACKAGES = /^(mongoose|mongodb|express|msw|@msw\/data)(\/|$)/;

/** Returns why an import is not allowed, or null when it is. */
export function violation(from, target, specifier) {
  if (!target) {
    if (
      from.layer === 'feature' &&
      PURE_SEGMENTS.has(from.segment) &&
      UI_PACKAGES.test(specifier)
    ) {
      return `${from.segment === 'contract' ? 'contract.ts' : 'model/'} stays pure: no ${specifier}`;
    }
    if (
      from.layer === 'feature' &&
      (PURE_SEGMENTS.has(from.segment) || from.segment === 'service') &&
      ADAPTER_PACKAGES.test(specifier)
    ) {
      return `${from.segment === 'contract' ? 'contract.ts' : `${from.segment}/`} runs on both backends: no ${specifier} (use the storage port)`;
    }
    if (
      (from.layer === 'mocks' ||
        from.layer === 'server' ||
        (from.layer === 'feature' && from.segment === 'service')) &&
      UI_PACKAGES.test(specifier)
    ) {
      return `${from.layer} must not import UI packages (${specifier})`;
    }
    return null;
  }
  const to = classify(target);
  switch (from.layer) {
    case 'shared':
      return ['app', 'feature', 'mocks', 'server', 'backend'].includes(to.layer)
        ? 'shared code imports only shared code'
        : null;
    case 'feature': {
      if (['app', 'mocks', 'server', 'backend'].includes(to.layer)) {
        return `a feature must not import from ${to.layer}`;
      }
      if (from.segment === 'service') {
        if (to.layer === 'shared' && /^(ui|session)(\/|$)/.test(to.rest)) {
          return `service/ must not import browser-only shared code (${to.rest})`;
        }
        if (to.layer !== 'feature') return null;
        if (!BACKEND_SEGMENTS.has(to.segment)) {
          return "service/ may import a feature's contract.ts, model/, records.ts and service/ only";
        }
        const publicFace = to.rest === 'service' || to.rest === 'service/index';
        return to.segment === 'service' && to.feature !== from.feature && !publicFace
          ? `use another feature's service through its public face (@/features/${to.feature}/service)`
          : null;
      }
      if (from.segment === 'records') {
        if (to.layer === 'shared' && /^(ui|session)(\/|$)/.test(to.rest)) {
          return `records.ts must not import browser-only shared code (${to.rest})`;
        }
        if (to.layer !== 'feature') return null;
        if (to.feature === from.feature && to.segment === 'model') return null;
        return !['contract', 'records'].includes(to.segment)
          ? "records.ts may import contracts, records and its own feature's model only"
          : null;
      }
      if (to.layer !== 'feature') return null;
      if (to.segment === 'pages' && !(from.segment === 'pages' && to.feature === from.feature)) {
        return 'only the route table loads a page (and a page its own parts)';
      }
      if (PURE_SEGMENTS.has(from.segment)) {
        const sameFeature = to.feature === from.feature;
        const pure = PURE_SEGMENTS.has(to.segment);
        if (sameFeature && pure) return null;
        if (!sameFeature && to.segment === 'contract' && from.segment === 'contract') return null;
        return `${from.segment === 'contract' ? 'contract.ts' : 'model/'} may import only its own contract and model`;
      }
      if (to.feature === from.feature) return null;
      return to.segment === 'index'
        ? null
        : `import another feature through its index (@/features/${to.feature})`;
    }
    case 'app':
      if (to.layer === 'server' || to.layer === 'backend') {
        return `the app must not import ${to.layer} code`;
      }
      if (to.layer === 'mocks' && to.rest !== 'browser')
        return 'the app may import mocks/browser only';
      return to.layer === 'feature' && to.segment !== 'index' && to.segment !== 'pages'
        ? `import the feature through its index, or a page from its pages/ (@/features/${to.feature})`
        : null;
    case 'mocks':
    case 'server':
    case 'backend': {
      if (from.layer === 'backend' && (to.layer === 'mocks' || to.layer === 'server')) {
        return `backend code must not import ${to.layer}`;
      }
      if (to.layer === 'app') return `${from.layer} must not import ${to.layer}`;
      if (from.layer === 'server' && to.layer === 'mocks')
        return 'the server must not import mocks';
      if (to.layer === 'feature' && !BACKEND_SEGMENTS.has(to.segment)) {
        return `${from.layer} may import a feature's contract.ts, model/, records.ts and service/ only`;
      }
      if (to.layer === 'shared' && /^(ui|session)(\/|$)/.test(to.rest)) {
        return `${from.layer} must not import browser-only shared code (${to.rest})`;
      }
      return null;
    }
    default:
      return null;
  }
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers of DESIGN.md section 4.' },
    schema: [],
    messages: { blocked: 'Import of "{{specifier}}" breaks a boundary: {{why}}.' },
  },
  create(context) {
    const root = context.cwd;
    const relative = path.relative(root, context.filename).split(path.sep).join('/');
    const from = classify(relative);
    if (from.layer === 'other') return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const why = violation(from, resolveTarget(specifier, relative), specifier);
      if (why) context.report({ node, messageId: 'blocked', data: { specifier, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries: boundariesRule } };
