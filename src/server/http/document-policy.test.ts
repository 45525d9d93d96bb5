import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDocumentPolicies, hashSource, scriptSourcesOf } from './document-policy.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function scriptSrc(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('the script sources of a page sent whole', () => {
  it('trusts each inline script by the hash of its exact text', () => {
    const html =
      '<head><script>document.documentElement.classList.add("dark")</script></head>' +
      '<body><script>self.__next_f.push([1,"x"])</script></body>';
    expect(scriptSourcesOf(html)).toEqual([
      sha256('document.documentElement.classList.add("dark")'),
      sha256('self.__next_f.push([1,"x"])'),
    ]);
  });

  it('trusts a script file by its integrity hash, and one without integrity not at all', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAAA+/bb=" crossorigin=""></script>' +
      '<script src="/injected.js"></script>';
    expect(scriptSourcesOf(html)).toEqual(["'sha256-AAAA+/bb='"]);
  });

  it('skips data blocks such as JSON-LD, which no browser runs', () => {
    const html = '<script type="application/ld+json">{"@type":"Product"}</script>';
    expect(scriptSourcesOf(html)).toEqual([]);
  });

  it('hashes UTF-8 text as browsers do', () => {
    expect(hashSource('"Cáp treo"')).toBe(sha256('"Cáp treo"'));
  });
});

describe('the production policy', () => {
  it('has no unsafe-inline, no tracker host and no eval in its script sources', () => {
    for (const policy of [
      contentSecurityPolicy(true),
      contentSecurityPolicy(true, { scriptSources: ["'nonce-abc'"] }),
    ]) {
      const sources = scriptSrc(policy);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources.filter((source) => source.startsWith('https:'))).toEqual([]);
      expect(policy).toContain('report-to csp');
      expect(policy).toContain('report-uri /api/csp-report');
    }
    expect(scriptSrc(contentSecurityPolicy(true, { scriptSources: ["'nonce-abc'"] }))).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
    ]);
  });
});

/** One answer through the policies, as scripts/server.mjs wires them. */
async function answer(
  send: (res: http.ServerResponse, policies: ReturnType<typeof createDocumentPolicies>) => void,
  requestHeaders: Record<string, string> = {},
): Promise<{ policy: string; nonce: string; requestPolicy: string }> {
  const policies = createDocumentPolicies();
  let nonce = '';
  let requestPolicy = '';
  const server = http.createServer((req, res) => {
    nonce = policies.nonceFor(req);
    requestPolicy = String(req.headers['content-security-policy']);
    policies.applyToStream(res, nonce);
    send(res, policies);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/vi`, { headers: requestHeaders });
    await response.text();
    return { policy: response.headers.get('content-security-policy') ?? '', nonce, requestPolicy };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a page answer', () => {
  it('that streams carries the nonce Next was handed, and the registered inline scripts', async () => {
    const registry = Symbol.for('storefront.inlineScripts');
    const scope = globalThis as { [registry]?: Set<string> };
    (scope[registry] ??= new Set()).add('console.log(1)');
    const { policy, nonce, requestPolicy } = await answer(
      (res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', contentSecurityPolicy(true));
        res.write('<html>');
        res.end('</html>');
      },
      { 'content-security-policy': "script-src 'nonce-chosen-by-client'" },
    );
    // Next reads the nonce from the request's policy: the server's, never the client's.
    expect(requestPolicy).toBe(`script-src 'nonce-${nonce}'`);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc(policy)).toEqual(
      expect.arrayContaining([`'nonce-${nonce}'`, sha256('console.log(1)'), "'strict-dynamic'"]),
    );
    expect(policy).not.toContain('nonce-chosen-by-client');
  });

  it('sent whole carries its scripts’ hashes and no nonce', async () => {
    const html = '<html><script>a()</script></html>';
    const { policy } = await answer((res, policies) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', contentSecurityPolicy(true, { wasm: true }));
      policies.applyToWhole(res, Buffer.from(html), '"tag"');
      res.end(html);
    });
    expect(scriptSrc(policy)).toEqual([
      "'self'",
      sha256('a()'),
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
    ]);
  });

  it('marks the build’s script files with their integrity, and trusts them by it', async () => {
    const html = '<html><script src="/_next/static/chunks/a.js" async=""></script></html>';
    const marked =
      '<html><script src="/_next/static/chunks/a.js" async="" integrity="sha256-QQ=="></script></html>';
    const policies = createDocumentPolicies({
      integrityOf: (path) => (path === '/_next/static/chunks/a.js' ? 'sha256-QQ==' : null),
    });
    const headers = new Map<string, string>([
      ['content-type', 'text/html'],
      ['content-security-policy', contentSecurityPolicy(true)],
    ]);
    const res = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    } as unknown as http.ServerResponse;
    const sent = policies.applyToWhole(res, Buffer.from(html), '"v1"');
    expect(sent?.toString()).toBe(marked);
    expect(scriptSrc(headers.get('content-security-policy') ?? '')).toEqual([
      "'self'",
      "'sha256-QQ=='",
      "'strict-dynamic'",
    ]);
  });

  it('keeps the policy a route handler chose for its own page', async () => {
    const own = "default-src 'none'; sandbox";
    const { policy } = await answer((res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', own);
      res.end('<p>sandbox</p>');
    });
    expect(policy).toBe(own);
  });
});
