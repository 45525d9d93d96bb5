// How the community and lead forms check their values (reviews, comments, quotes, contact): the
// procedures' own schemas (src/lib/validation/community.ts) with messages in the page's language,
// and the server's field errors mapped the same way. Loaded with a form's code, never up front.
import type { z } from 'zod';
import { COMMUNITY_MESSAGES } from '@/lib/validation/community';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validation/checkout';
import { INVALID_TEXT_MESSAGE, REQUIRED_MESSAGE } from '@/lib/validation/text';
import { errorCode, fieldErrors } from '@/lib/trpc/errors';

import type { ErrorKey, ErrorTexts } from './error-texts';
import type { SendKit } from './use-form-send';

export type { ErrorKey, ErrorTexts };

export type FormErrors = Partial<Record<string, string>>;

/** `{name}` placeholders filled in (the messages' only ICU feature these forms use). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const BY_SERVER_MESSAGE: Record<string, ErrorKey> = {
  [REQUIRED_MESSAGE]: 'required',
  [INVALID_EMAIL_MESSAGE]: 'email',
  [INVALID_TEXT_MESSAGE]: 'invalidText',
  [COMMUNITY_MESSAGES.phone]: 'phone',
  [COMMUNITY_MESSAGES.dateRequired]: 'dateRequired',
  [COMMUNITY_MESSAGES.dateInvalid]: 'dateInvalid',
  [COMMUNITY_MESSAGES.datePast]: 'datePast',
  [COMMUNITY_MESSAGES.dateFuture]: 'dateFuture',
  [COMMUNITY_MESSAGES.rating]: 'rating',
  [COMMUNITY_MESSAGES.serviceType]: 'serviceType',
};

/** One message, in the page's language, for a schema's (Vietnamese) message. */
export function localMessage(message: string, texts: ErrorTexts, raw?: unknown): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (!(message in BY_SERVER_MESSAGE) || BY_SERVER_MESSAGE[message] === 'required')
      return texts.required;
  }
  const key = BY_SERVER_MESSAGE[message];
  if (key) return texts[key];
  // Never read a number (or anything) out of a message's words: a length the local check (the same
  // schema, run before every send, with the limit from the issue itself) let through is only
  // "not accepted" here.
  return texts.invalidText;
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
    errors[field] =
      issue.code === 'too_big' && !(issue.message in BY_SERVER_MESSAGE)
        ? fill(texts.max, { max: Number(issue.maximum) })
        : localMessage(issue.message, texts, values[field]);
  }
  return { ok: false, errors };
}

/** The server's field errors (BAD_REQUEST), in the page's language. */
export function serverErrors(error: unknown, texts: ErrorTexts): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    const first = messages?.[0];
    if (first) errors[field] = localMessage(first, texts, 'x');
  }
  return errors;
}

export function isTooMany(error: unknown): boolean {
  return errorCode(error) === 'TOO_MANY_REQUESTS';
}

/** These helpers as useFormSend's `send` takes them. */
export const sendKit: SendKit = { check, isTooMany, serverErrors };
