// Errors a service raises when a rule says no. Services know nothing of HTTP or tRPC; the tRPC
// layer maps `kind` to the standard error code of the same name (src/server/trpc.ts).
import type { ReasonKey } from '@/lib/errors/reasons';

export type DomainErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY';

/** What a client needs beside the sentence, e.g. the cart lines stock cannot cover. */
export interface DomainErrorDetails {
  lines?: { sku: string; name: string; left: number }[];
  /** Which rule refused, as a key the client translates (one of the closed `ReasonKey`s). */
  reason?: ReasonKey;
  /** A ticket order that cannot have its day: the nearest days with room for all its lines. */
  nearestDays?: string[];
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Exposed to clients as `error.data.details` by the tRPC error formatter. */
    readonly details: DomainErrorDetails | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
