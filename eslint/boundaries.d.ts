export interface Place {
  layer: string;
  feature?: string;
  segment?: string;
  rest?: string;
}
export function classify(relative: string): Place;
export function resolveTarget(specifier: string, fromRelative: string): string | null;
export function violation(from: Place, target: string | null, specifier: string): string | null;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
