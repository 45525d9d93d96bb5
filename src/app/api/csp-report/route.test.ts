import { CSP_REPORT_RATE_LIMIT, POST } from './route';

function report(address: string, body: string, contentType = 'application/csp-report'): Request {
  return new Request('http://localhost/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': address },
    body,
  });
}

const violation = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://localhost/vi/gio-hang?email=a@b.vn',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
});

describe('POST /api/csp-report', () => {
  it('logs one line per violation, with the page path only, and answers 204', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await POST(report('198.51.100.1', violation));
      expect(response.status).toBe(204);
      expect(warn.mock.calls).toEqual([
        ['[csp] refused script-src-elem blocked="inline" page="/vi/gio-hang"'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an address past its limit with 429', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (let sent = 0; sent < CSP_REPORT_RATE_LIMIT.limit; sent += 1) {
        expect((await POST(report('198.51.100.2', violation))).status).toBe(204);
      }
      const refused = await POST(report('198.51.100.2', violation));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      // Another address still reports.
      expect((await POST(report('198.51.100.3', violation))).status).toBe(204);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a body that is not a report, and one past its size', async () => {
    expect((await POST(report('198.51.100.4', '{}', 'application/json'))).status).toBe(400);
    expect((await POST(report('198.51.100.4', 'x'.repeat(64 * 1024)))).status).toBe(413);
  });
});
