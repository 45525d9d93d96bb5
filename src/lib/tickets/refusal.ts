// The reason the ticket office gives for a refusal (`error.data.details.reason`), so the page can
// say which rule applies in its own language.
import { TRPCClientError } from '@trpc/client';

export const REFUSAL_REASONS = [
  'type-not-found',
  'date-out-of-range',
  'day-closed',
  'not-enough-seats',
  'group-quote',
  'ticket-not-found',
  'exchange-used',
  'exchange-past',
  'exchange-too-late',
  'exchange-once',
  'exchange-not-issued',
  'exchange-same-day',
  'not-paid',
  'refund-already-requested',
  'refund-line-not-found',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function refusalReason(error: unknown): RefusalReason | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const details: unknown = (data as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const reason: unknown = (details as { reason?: unknown }).reason;
  return typeof reason === 'string' && (REFUSAL_REASONS as readonly string[]).includes(reason)
    ? (reason as RefusalReason)
    : null;
}
