/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { langOnErrorShell, localeOfTarget, withShellLang } from './error-shell-lang.mjs';

// What Next 16.4 sends for a notFound() in a per-request page (its first chunk, shortened).
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body></body></html>';
const PAGE = '<!DOCTYPE html><html lang="vi"><head></head><body><p>Vé</p></body></html>';

describe('localeOfTarget', () => {
  it.each([
    ['/en/e-ticket/abc', 'en'],
    ['/en', 'en'],
    ['/en?x=1', 'en'],
    ['/vi/ve-dien-tu/abc', 'vi'],
    ['/english-tea', 'vi'],
    ['/', 'vi'],
  ])('%s → %s', (target, locale) => {
    expect(localeOfTarget(target)).toBe(locale);
  });
});

describe('withShellLang', () => {
  it("adds the locale to the shell's <html>, keeping every other byte", () => {
    expect(withShellLang(SHELL, 'en')?.toString()).toBe(
      SHELL.replace('<html id="__next_error__">', '<html id="__next_error__" lang="en">'),
    );
  });

  it('leaves anything else alone, and a shell tag far into a chunk too', () => {
    expect(withShellLang(PAGE, 'vi')).toBeNull();
    expect(withShellLang(`${'x'.repeat(500)}<html id="__next_error__">`, 'vi')).toBeNull();
  });
});

describe('langOnErrorShell on a server', () => {
  let server: http.Server;
  let origin: string;
  const answers: Record<string, (res: http.ServerResponse) => void> = {
    '/vi/streamed-404': (res) => {
      // As Next sends it: headers set one by one, then the chunks.
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(Buffer.from(SHELL.slice(0, 60)));
      res.end(SHELL.slice(60));
    },
    '/en/whole-404': (res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(SHELL));
      res.end(SHELL);
    },
    '/vi/ok': (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(SHELL);
    },
    '/vi/json-404': (res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(SHELL);
    },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      langOnErrorShell(req, res);
      const answer = answers[req.url ?? ''];
      if (answer) answer(res);
      else res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives a streamed 404 shell the lang of its path', async () => {
    const html = await (await fetch(`${origin}/vi/streamed-404`)).text();
    expect(html).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="vi"><head>/);
  });

  it('gives a whole 404 shell its lang and a length that matches', async () => {
    const response = await fetch(`${origin}/en/whole-404`);
    const html = await response.text();
    expect(html).toContain('<html id="__next_error__" lang="en">');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('leaves a 200 and a non-HTML error as they were', async () => {
    expect(await (await fetch(`${origin}/vi/ok`)).text()).toBe(SHELL);
    expect(await (await fetch(`${origin}/vi/json-404`)).text()).toBe(SHELL);
  });
});
