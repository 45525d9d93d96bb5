// Messages and field errors of failed calls. A refusal's key, code and details are read by
// lib/errors/refusal.ts; pages translate the key, never show the server's sentence.
import { TRPCClientError } from '@trpc/client';
import { isFieldIssueKey, type FieldIssue } from '@/lib/validation/issue-key';

/** Field errors of a BAD_REQUEST, as the server's error formatter sends them. */
export type FieldErrors = Partial<Record<string, string[]>>;

function serverData(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * The server's own message when the server answered with one; otherwise the fallback. Network
 * failures, timeouts and unparsable answers have no message meant for people. For the flags
 * client's `error` (spec §8: "server message, else default"); pages use `refusalOf` instead.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const data = serverData(error);
  if (!data || !(error instanceof Error)) return fallback;
  const message = error.message.trim();
  // A BAD_REQUEST carries zod's technical text; the form shows field messages instead.
  if (!message || data.code === 'BAD_REQUEST' || data.code === 'INTERNAL_SERVER_ERROR')
    return fallback;
  return message;
}

export function fieldErrors(error: unknown): FieldErrors {
  const zodError = serverData(error)?.zodError;
  if (typeof zodError !== 'object' || zodError === null) return {};
  const fields = (zodError as { fieldErrors?: unknown }).fieldErrors;
  return typeof fields === 'object' && fields !== null ? (fields as FieldErrors) : {};
}

/** The stable key of each refused field of a BAD_REQUEST (dotted paths), as the server sent it. */
export function fieldIssues(error: unknown): Partial<Record<string, FieldIssue>> {
  const sent = serverData(error)?.fieldIssues;
  if (typeof sent !== 'object' || sent === null) return {};
  const found: Partial<Record<string, FieldIssue>> = {};
  for (const [field, issue] of Object.entries(sent as Record<string, unknown>)) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { key, values } = issue as { key?: unknown; values?: unknown };
    if (!isFieldIssueKey(key)) continue;
    const limits = typeof values === 'object' && values !== null ? values : {};
    const { min, max } = limits as { min?: unknown; max?: unknown };
    found[field] = {
      key,
      ...(typeof min === 'number' || typeof max === 'number'
        ? {
            values: {
              ...(typeof min === 'number' ? { min } : {}),
              ...(typeof max === 'number' ? { max } : {}),
            },
          }
        : {}),
    };
  }
  return found;
}

/** An error's own message, else the default (session tracker: "message kept, default …"). */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
