import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
  RequestTimeoutError,
} from './body-limit';

function streamOf(chunks: Uint8Array[], onPull?: () => void): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

describe('readBodyBytes', () => {
  it('returns a body within the limit', async () => {
    const bytes = await readBodyBytes(post('{"a":1}'), 7);
    expect(new TextDecoder().decode(bytes)).toBe('{"a":1}');
  });

  it('returns an empty body for a request without one', async () => {
    expect((await readBodyBytes(new Request('http://localhost/x'), 10)).byteLength).toBe(0);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    let pulls = 0;
    const body = streamOf([new Uint8Array(4)], () => pulls++);
    const req = post(body, { 'content-length': '100' });
    await expect(readBodyBytes(req, 10)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    let pulls = 0;
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(1024));
    await expect(readBodyBytes(post(streamOf(chunks, () => pulls++)), 4096)).rejects.toThrow(
      PayloadTooLargeError,
    );
    // 5 chunks pass 4 kB; the stream may have pulled one ahead, never all 100.
    expect(pulls).toBeLessThan(10);
  });
});

describe('payloadTooLargeResponse', () => {
  it('is a 413 JSON error with the security headers', async () => {
    const response = payloadTooLargeResponse();
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('readBodyBytes with a deadline', () => {
  it('refuses a body that has not arrived whole in time, however steadily it trickles', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // One byte every 20 ms: each read is quick, the whole body never is.
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(new Uint8Array([0x20]));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    await expect(readBodyBytes(post(body), 1_000, { deadlineMs: 150 })).rejects.toBeInstanceOf(
      RequestTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cancelled).toBe(true);
  });

  it('returns a body that arrives in time', async () => {
    const bytes = await readBodyBytes(post('{"a":1}'), 100, { deadlineMs: 1_000 });
    expect(new TextDecoder().decode(bytes)).toBe('{"a":1}');
  });
});
