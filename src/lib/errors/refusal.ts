// The one reader of a failed call's refusal, for every page: the rule's key (lib/errors/reasons.ts,
// `error.data.details.reason` as the tRPC error formatter always sends it for a service's
// refusal), the tRPC code, and the facts the service attached. Pages translate the key in their
// own locale, never the server's Vietnamese sentence.
import { TRPCClientError } from '@trpc/client';
import { isReasonKey, type ReasonKey, type RefusalDetails } from './reasons';

export interface Refusal {
  /** Which rule refused; null for errors that are not a service's refusal (network, zod, 500). */
  reason: ReasonKey | null;
  /** The tRPC code (`CONFLICT`, `BAD_REQUEST`…); null when the server never answered. */
  code: string | null;
  /** The refusal's facts (stock lines, nearest days, limits); empty when there are none. */
  details: RefusalDetails;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function refusalOf(error: unknown): Refusal {
  const data = error instanceof TRPCClientError ? record(error.data) : null;
  const code = typeof data?.code === 'string' ? data.code : null;
  const sent = record(data?.details);
  if (!sent) return { reason: null, code, details: {} };
  const { reason, ...details } = sent;
  return { reason: isReasonKey(reason) ? reason : null, code, details: details as RefusalDetails };
}

/** The refusal's key if it is one of `known` (the keys a page explains in its own words). */
export function reasonAmong<R extends ReasonKey>(
  refusal: Pick<Refusal, 'reason'>,
  known: readonly R[],
): R | null {
  const { reason } = refusal;
  return reason !== null && (known as readonly ReasonKey[]).includes(reason) ? (reason as R) : null;
}

/** The values of a key's `{placeholders}` (messages/*.json `Refusals`), from its details. */
export function refusalValues(details: RefusalDetails): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    else if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((v) => typeof v === 'string')
    ) {
      values[name] = value.join(', ');
    }
  }
  return values;
}
