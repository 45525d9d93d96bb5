// A failed call as the browser's tRPC client sees it: the server's message and its error data
// (`code`, `details` with a refusal's `reason`, `zodError`…), for the client readers' tests.
import { TRPCClientError } from '@trpc/client';

export function serverError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}
