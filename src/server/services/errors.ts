// Errors a service raises when a rule says no. Services know nothing of HTTP or tRPC; the tRPC
// layer maps `kind` to the standard error code of the same name (src/server/trpc.ts).

export type DomainErrorKind =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
