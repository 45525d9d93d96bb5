// The reason the ticket office gives for a refusal (`error.data.details.reason`), so the page can
// say which rule applies in its own language.
import { errorReason } from '@/lib/admin/error-reason';
import type { ReasonKey } from '@/lib/errors/reasons';

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
] as const satisfies readonly ReasonKey[];

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function refusalReason(error: unknown): RefusalReason | null {
  return errorReason(error, REFUSAL_REASONS);
}
