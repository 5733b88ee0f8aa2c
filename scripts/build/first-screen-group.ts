/**
 * The `portal` chunk group of vite.config.ts: the portal's own parts and the small pieces of the
 * design system and of its features that its first screen uses, in one file instead of some
 * twenty (each file costs its imports and exports, and gzip loses what files share; npm run size,
 * docs/decisions.md FN-14 and FN-18).
 *
 * The modules are named by a pattern: the static import graph cannot name them, since it runs
 * through the features' and design system's index files to modules the first screen never loads
 * (forms, dialogs, react-hook-form, Radix), which tree-shaking drops. Whatever the pattern says,
 * the group never takes a module that something imports dynamically: a lazily loaded page,
 * layout or part keeps its own chunk (taken into the group, its chunk lost its exports) and
 * loads when it is used, not on the first screen. The size script lists the first screen's
 * largest modules, which shows a new one the pattern leaves out.
 */
import type { Rolldown } from 'vite';

const FEATURES = '(enrollment|profile|tradelines|timeline)';

/**
 * The portal's first-screen modules that are not React, the router or the data layer: source
 * paths under `src/`, without `.ts`, `.tsx` or `.css`.
 */
const FIRST_SCREEN_MODULES = [
  'app/portal/(portal-menu|[^/]*\\.module)',
  'features/my-home/pages/(financial-plan-box|first-run|[^/]*\\.module)',
  'shared/ui/(alert|card|skeleton|empty-state|table|toast|money|address)/[^/]*',
  'shared/lib/(money|dates|settlement|use-deferred-query|us-states|plan-codes)',
  'shared/config/env',
  `features/${FEATURES}/messages`,
  // Not enrollment's billing endpoints and reads (contract.ts joins them in, enrollment.queries.ts
  // reads them): the first screen has only the program and subscriptions (MH-21).
  'features/(profile|tradelines|timeline)/contract',
  'features/enrollment/contract/program',
  `features/${FEATURES}/api/((profile|program|tradelines|timeline|calls)\\.queries|use-entitlement|default-profile|use-timeline-mutations)`,
  `features/${FEATURES}/model/(pricing|events|paths|current-subscription|totals|calls|plan-length|schedule|utilization)`,
  `features/${FEATURES}/ui/([^/]*\\.module|paths|event-status|subscription-banner|event-timeline|payoff-projection-lazy|profile-box|income-expenses-box|use-financial-profile|lines-of-credit-box)`,
];

/** Matches a module id (slashes either way) of FIRST_SCREEN_MODULES. */
export const PORTAL_FIRST_SCREEN = new RegExp(
  `src/(${FIRST_SCREEN_MODULES.join('|')})\\.(tsx?|css)(\\?|$)`,
);

type Graph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** Whether the group takes this module: it matches and nothing imports it dynamically. */
export function takenByGroup(id: string, graph: Graph, pattern: RegExp): boolean {
  if (!pattern.test(id.replaceAll('\\', '/'))) return false;
  const info = graph.getModuleInfo(id);
  return info !== null && info.dynamicImporters.length === 0;
}

/** The chunk group named `name`: the modules `pattern` matches, never a lazily loaded one. */
export function firstScreenGroup(name: string, pattern: RegExp): Rolldown.CodeSplittingGroup {
  return {
    name: (id, graph) => (takenByGroup(id, graph, pattern) ? name : null),
    // Only these modules: their imports (the router, the shell's layout) stay where they are.
    includeDependenciesRecursively: false,
  };
}
