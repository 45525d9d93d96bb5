// What a refused field is, as a stable key (pretix's error keys, STYLE.md): the shared schemas keep
// the spec's Vietnamese messages for API callers and put a key beside each rule that is not plain
// zod (`params.key` on their custom issues); zod's own issue codes say the rest. The browser's
// forms and the server's error formatter both read issues through here, so a page translates a
// field's error by key and nothing matches a message's words.
import type { z } from 'zod';

export const FIELD_ISSUE_KEYS = [
  'required',
  'email',
  'min',
  'max',
  'phone',
  'invalidText',
  'passwordMismatch',
  'passwordEmail',
  'passwordCommon',
  'dateRequired',
  'dateInvalid',
  'datePast',
  'dateFuture',
  'rating',
  'serviceType',
  'area',
  'taxCode',
  'citizenId',
] as const;

export type FieldIssueKey = (typeof FIELD_ISSUE_KEYS)[number];

export interface FieldIssue {
  key: FieldIssueKey;
  values?: { min?: number; max?: number };
}

const KEYS: ReadonlySet<string> = new Set(FIELD_ISSUE_KEYS);

export function isFieldIssueKey(value: unknown): value is FieldIssueKey {
  return typeof value === 'string' && KEYS.has(value);
}

/** The key of one zod issue, or null when the schemas gave that rule none. */
export function fieldIssue(issue: z.core.$ZodIssue): FieldIssue | null {
  switch (issue.code) {
    case 'custom': {
      const key: unknown = issue.params?.key;
      return isFieldIssueKey(key) ? { key } : null;
    }
    case 'invalid_type':
      return { key: 'required' };
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'max', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : null;
    default:
      return null;
  }
}

/** The first keyed issue per field, the field named by its dotted path ("shipping.fullName"). */
export function fieldIssuesOf(issues: readonly z.core.$ZodIssue[]): Record<string, FieldIssue> {
  const found: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field in found) continue;
    const keyed = fieldIssue(issue);
    if (keyed) found[field] = keyed;
  }
  return found;
}
