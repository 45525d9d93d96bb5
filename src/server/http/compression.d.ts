// The `compression` middleware as scripts/server.mjs and its tests use it: on Node's own request
// and response (@types/compression would bring in Express's types for this one call).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
