// Request bodies are limited while they are read (DESIGN.md §8): a declared Content-Length over
// the limit is refused before a byte is read, and a chunked or lying body is cut off as soon as it
// passes the limit, so a 20 MB body never sits in memory. Routes choose their own limit.
import { jsonErrorResponse } from './response';

export class PayloadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body larger than ${maxBytes} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/** The body of `req`, at most `maxBytes` long; throws PayloadTooLargeError past that. */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    // Not reading it: let the runtime drop the rest instead of buffering it.
    await req.body?.cancel().catch((error: unknown) => error);
    throw new PayloadTooLargeError(maxBytes);
  }
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // cancel() may reject when the client already hung up; the refusal stands either way.
      await reader.cancel().catch((error: unknown) => error);
      throw new PayloadTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export const PAYLOAD_TOO_LARGE_MESSAGE = 'Nội dung yêu cầu quá lớn';

/** 413 in tRPC's error shape, with the security headers. */
export function payloadTooLargeResponse(): Response {
  return jsonErrorResponse(413, 'PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE, {
    headers: { connection: 'close' },
  });
}
