// The reason the ticket office gives for a refusal (`error.data.details.reason`), so the page can
// say which rule applies in its own language.
import { errorReason } from '@/lib/admin/error-reason';
import { TICKET_REASONS } from '@/lib/errors/reasons';

export const REFUSAL_REASONS = TICKET_REASONS;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function refusalReason(error: unknown): RefusalReason | null {
  return errorReason(error, REFUSAL_REASONS);
}
