// Messages of failed calls, for the spec's "server message, else default" rule (spec §8).
import { TRPCClientError } from '@trpc/client';

/** Field errors of a BAD_REQUEST, as the server's error formatter sends them. */
export type FieldErrors = Partial<Record<string, string[]>>;

function serverData(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * The server's own message when the server answered with one; otherwise the fallback. Network
 * failures, timeouts and unparsable answers have no message meant for people.
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

export function errorCode(error: unknown): string | null {
  const code = serverData(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The refusal's reason key (`error.data.details.reason`, lib/errors/reasons.ts), if any. */
export function errorReason(error: unknown): string | null {
  const details = serverData(error)?.details;
  if (typeof details !== 'object' || details === null) return null;
  const reason = (details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

export function fieldErrors(error: unknown): FieldErrors {
  const zodError = serverData(error)?.zodError;
  if (typeof zodError !== 'object' || zodError === null) return {};
  const fields = (zodError as { fieldErrors?: unknown }).fieldErrors;
  return typeof fields === 'object' && fields !== null ? (fields as FieldErrors) : {};
}

/** An error's own message, else the default (session tracker: "message kept, default …"). */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
