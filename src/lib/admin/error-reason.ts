// The `reason` key a console refusal carries in `error.data.details.reason`, so the page can say
// which rule applied in the operator's language.
import { TRPCClientError } from '@trpc/client';
import type { ReasonKey } from '@/lib/errors/reasons';

export function errorReason<R extends ReasonKey>(error: unknown, known: readonly R[]): R | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const details: unknown = (data as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const reason: unknown = (details as { reason?: unknown }).reason;
  return typeof reason === 'string' && (known as readonly string[]).includes(reason)
    ? (reason as R)
    : null;
}
