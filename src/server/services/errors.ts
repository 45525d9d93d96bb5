// Errors a service raises when a rule says no. Services know nothing of HTTP or tRPC: a refusal
// names its key, and the one table (src/lib/errors/reasons.ts) gives its kind, which the tRPC
// layer maps to the standard error code of the same name (src/server/trpc.ts), and its
// Vietnamese sentence. The key reaches the client as `error.data.details.reason`.
import {
  REASONS,
  reasonText,
  type ReasonKey,
  type RefusalDetails,
  type RefusalKind,
} from '@/lib/errors/reasons';

export type DomainErrorKind = RefusalKind;

/** What a client needs beside the key, e.g. the cart lines stock cannot cover. */
export type DomainErrorDetails = RefusalDetails;

export class DomainError extends Error {
  readonly kind: DomainErrorKind;

  constructor(
    readonly reason: ReasonKey,
    /** Exposed to clients as `error.data.details` (with `reason`) by the tRPC error formatter. */
    readonly details: DomainErrorDetails | null = null,
  ) {
    super(reasonText(reason, details));
    this.name = 'DomainError';
    this.kind = REASONS[reason].kind;
  }
}
