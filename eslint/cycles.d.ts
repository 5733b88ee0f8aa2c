export interface ImportEdge {
  specifier: string;
  target: string;
  typeOnly: boolean;
}
export function importsOf(
  text: string,
  fileName?: string,
): { specifier: string; typeOnly: boolean }[];
export function resolveFile(
  specifier: string,
  fromRelative: string,
  exists: (candidate: string) => boolean,
): string | null;
export function segmentOf(file: string): string;
export function importGraph(
  files: string[],
  read: (file: string) => string,
): Map<string, ImportEdge[]>;
export function cycleThrough(
  graph: Map<string, ImportEdge[]>,
  file: string,
  target: string,
): string[] | null;
export const noCyclesRule: unknown;
