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

/** Thrown when a whole body has not arrived within its deadline (a slow sender): 408. */
export class RequestTimeoutError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`Request body not received within ${deadlineMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * The next chunk of `reader`, or RequestTimeoutError once `deadline` (epoch ms) has passed: the
 * deadline is for the whole body, so a sender trickling a byte at a time cannot stretch it.
 */
async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number,
  deadlineMs: number,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RequestTimeoutError(deadlineMs)),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([reader.read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body of `req`, at most `maxBytes` long; throws PayloadTooLargeError past that, and
 * RequestTimeoutError when `deadlineMs` is given and the whole body takes longer to arrive.
 */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  { deadlineMs }: { deadlineMs?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    // Not reading it: let the runtime drop the rest instead of buffering it.
    await req.body?.cancel().catch((error: unknown) => error);
    throw new PayloadTooLargeError(maxBytes);
  }
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));

  const reader = req.body.getReader();
  const deadline = deadlineMs === undefined ? Infinity : Date.now() + deadlineMs;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step =
        deadlineMs === undefined
          ? await reader.read()
          : await readBefore(reader, deadline, deadlineMs);
    } catch (error) {
      if (error instanceof RequestTimeoutError) {
        // Stop reading a slow sender; the refusal stands whether or not it has hung up.
        await reader.cancel().catch((cancelError: unknown) => cancelError);
      }
      throw error;
    }
    const { done, value } = step;
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

export const REQUEST_TIMEOUT_MESSAGE = 'Yêu cầu gửi quá chậm. Vui lòng thử lại.';

/** 408 in tRPC's error shape; the connection is closed, as the rest of the body is not wanted. */
export function requestTimeoutResponse(): Response {
  return jsonErrorResponse(408, 'TIMEOUT', REQUEST_TIMEOUT_MESSAGE, {
    headers: { connection: 'close' },
  });
}

/** 413 in tRPC's error shape, with the security headers. */
export function payloadTooLargeResponse(): Response {
  return jsonErrorResponse(413, 'PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE, {
    headers: { connection: 'close' },
  });
}
