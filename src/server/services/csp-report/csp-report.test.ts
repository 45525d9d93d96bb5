import { readCspReports, violationLine } from './csp-report';

describe('CSP reports', () => {
  it('reads a Reporting API batch, keeping paths and directives only', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://site.example/vi/gio-hang?email=a@b.vn',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://site.example/vi/gio-hang?email=a@b.vn',
          referrer: 'https://site.example/vi?phone=0901234567',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          sample: 'alert("a@b.vn")',
          sourceFile: 'https://site.example/vi/gio-hang?email=a@b.vn',
          lineNumber: 4,
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', age: 1, url: 'https://site.example/', body: { documentURL: 'x' } },
    ]);
    const violations = readCspReports('application/reports+json', body);
    expect(violations).toEqual([
      {
        documentPath: '/vi/gio-hang',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'https://site.example/vi/gio-hang:4',
        disposition: 'enforce',
      },
    ]);
    const line = violations?.map(violationLine)[0];
    expect(line).toBe(
      '[csp] refused script-src-elem blocked="inline" page="/vi/gio-hang" source="https://site.example/vi/gio-hang:4"',
    );
    expect(line).not.toMatch(/a@b\.vn|0901234567|Mozilla/);
  });

  it('reads a report-uri report', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://site.example/en/cart',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?session=secret',
        'original-policy': "script-src 'self'",
        disposition: 'report',
      },
    });
    expect(readCspReports('application/csp-report; charset=utf-8', body)).toEqual([
      {
        documentPath: '/en/cart',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        source: null,
        disposition: 'report',
      },
    ]);
  });

  it('refuses a body that is not a report', () => {
    expect(readCspReports('application/json', '{}')).toBeNull();
    expect(readCspReports('application/csp-report', 'not json')).toBeNull();
    expect(readCspReports('application/reports+json', '{"type":"csp-violation"}')).toBeNull();
  });
});
