// How the community and lead forms check their values (reviews, comments, quotes, contact): the
// procedures' own schemas (src/lib/validation/community.ts) with messages in the page's language,
// chosen by each issue's stable key, and the server's field errors by the keys it sends. Loaded
// with a form's code, never up front.
import type { z } from 'zod';
import { fieldIssues } from '@/lib/trpc/errors';
import { fieldIssue, type FieldIssue, type FieldIssueKey } from '@/lib/validation/issue-key';

import type { ErrorKey, ErrorTexts } from './error-texts';
import type { SendKit } from './use-form-send';
import { refusalOf } from '@/lib/errors/refusal';

export type { ErrorKey, ErrorTexts };

export type FormErrors = Partial<Record<string, string>>;

/** `{name}` placeholders filled in (the messages' only ICU feature these forms use). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

// The keys every text field can raise: a blank value says "required" rather than any of them.
const TEXT_RULE_KEYS: ReadonlySet<FieldIssueKey> = new Set<FieldIssueKey>([
  'required',
  'min',
  'max',
  'email',
  'phone',
  'invalidText',
]);

const ERROR_KEYS: Record<ErrorKey, true> = {
  required: true,
  email: true,
  min: true,
  max: true,
  phone: true,
  invalidText: true,
  dateRequired: true,
  dateInvalid: true,
  datePast: true,
  dateFuture: true,
  rating: true,
  serviceType: true,
};

function isErrorKey(key: FieldIssueKey): key is ErrorKey {
  return key in ERROR_KEYS;
}

/** One message, in the page's language, for a field's issue key (lib/validation/issue-key.ts). */
export function localMessage(issue: FieldIssue | null, texts: ErrorTexts, raw?: unknown): string {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (blank && (issue === null || TEXT_RULE_KEYS.has(issue.key))) return texts.required;
  if (issue === null || !isErrorKey(issue.key)) return texts.invalidText;
  if (issue.key === 'min' || issue.key === 'max') {
    return fill(texts[issue.key], { min: issue.values?.min ?? 0, max: issue.values?.max ?? 0 });
  }
  return texts[issue.key];
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/** Parses `values` with a procedure's schema; the first message per field otherwise. */
export function check<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  texts: ErrorTexts,
): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = localMessage(fieldIssue(issue), texts, values[field]);
  }
  return { ok: false, errors };
}

/** The server's field errors (BAD_REQUEST), in the page's language. */
export function serverErrors(error: unknown, texts: ErrorTexts): FormErrors {
  const errors: FormErrors = {};
  for (const [field, issue] of Object.entries(fieldIssues(error))) {
    if (issue) errors[field] = localMessage(issue, texts, 'x');
  }
  return errors;
}

export function isTooMany(error: unknown): boolean {
  return refusalOf(error).code === 'TOO_MANY_REQUESTS';
}

/** These helpers as useFormSend's `send` takes them. */
export const sendKit: SendKit = { check, isTooMany, serverErrors };
