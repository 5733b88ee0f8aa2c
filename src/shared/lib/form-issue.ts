/**
 * The first refusal among a form's errors (react-hook-form's `formState.errors`, nested by
 * field path as its zod resolver leaves them), for the forms that show one message for the
 * whole form rather than one under each field. The resolver adds errors in the order of the
 * schema's issues, so the first found depth-first is the schema's first issue.
 */
export interface FormIssue {
  path: readonly (string | number)[];
  /** The zod issue's code ('too_small', 'not_multiple_of'…). */
  code: string;
  message: string;
}

interface ErrorLeaf {
  type: string;
  message?: string;
}

const isLeaf = (node: object): node is ErrorLeaf =>
  typeof (node as { type?: unknown }).type === 'string';

export function firstIssue(errors: object, path: (string | number)[] = []): FormIssue | null {
  if (isLeaf(errors)) return { path, code: errors.type, message: errors.message ?? '' };
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || node === null || typeof node !== 'object') continue;
    const found = firstIssue(node, [...path, Array.isArray(errors) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}
